export const passwordFieldsRequiredMessage = 'All password fields are required.';
export const passwordsDoNotMatchMessage = "Passwords don't match.";

interface PasswordChangeFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** What is wrong with the Change Password form before it is sent (spec 5), or null. */
export const passwordChangeProblem = ({
  oldPassword,
  newPassword,
  confirmPassword,
}: PasswordChangeFields): string | null => {
  if (!oldPassword || !newPassword || !confirmPassword) return passwordFieldsRequiredMessage;
  if (newPassword !== confirmPassword) return passwordsDoNotMatchMessage;
  return null;
};
