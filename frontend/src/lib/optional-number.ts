/**
 * For react-hook-form's `register`: an empty number input means "none" and is sent as null
 * (spec 5); the browser gives '' for an empty or unreadable number.
 */
export const optionalNumber = {
  setValueAs: (value: unknown) => (value === '' || value == null ? null : Number(value)),
};
