/**
 * A sentence for the sign-in screen to say once, after the app signed the user out for a reason of
 * their own (their account deleted). Kept in memory, not in the navigation's state: the route guard
 * that sees the session end navigates to sign-in too, without it.
 */
let notice: string | null = null;

export const leaveSignOutNotice = (text: string): void => {
  notice = text;
};

/** The notice, once: a reload or a later visit of the sign-in screen shows nothing. */
export const takeSignOutNotice = (): string | null => {
  const text = notice;
  notice = null;
  return text;
};
