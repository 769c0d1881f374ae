/**
 * Who may join (issue 25): the modes, their labels, the messages and the links' limits. No zod here:
 * the web app's screens import these without the schemas.
 */

/**
 * Who may create an account (issue 25): anyone ("open", also when nothing is stored, so a deployment
 * from before the setting keeps its behaviour), only with an invitation link, or nobody.
 */
export const signUpModes = ['open', 'invite', 'closed'] as const;
export type SignUpMode = (typeof signUpModes)[number];

/** The admin panel's labels, as the issue words them. */
export const signUpModeLabels: Record<SignUpMode, string> = {
  open: 'Anyone can register',
  invite: 'Only with an invitation link',
  closed: 'Nobody',
};

/** What registration answers (403) when the mode refuses it. */
export const inviteOnlyMessage = 'Registration is by invitation only.';
export const signUpClosedMessage = 'Registration is closed. Ask an administrator for an account.';
/** One sentence for a link that is unknown, used up, withdrawn or expired: the caller learns no more. */
export const invalidInvitationMessage = 'This invitation link is invalid or has expired.';

export const invitationLimits = { maxUses: 100, maxDays: 30 } as const;
/** What the group overlay's "Invite someone" offers unless changed: one person, within a week. */
export const invitationDefaults = { uses: 1, expiresInDays: 7 } as const;
