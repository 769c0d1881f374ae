import * as z from 'zod';
import { roles } from '../roles';
import { invitationLimits, signUpModes } from './sign-up-rules';

export const signUpModeBody = z.strictObject({
  mode: z.enum(signUpModes, { error: 'errors.signUpModeInvalid' }),
});
export const signUpModeAnswer = z.object({ mode: z.enum(signUpModes) });

/** An invitation link's token: 32 random bytes, base64url (43 characters). */
export const invitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'errors.invalidInvitation');

export const createInvitationLinkBody = z.strictObject({
  role: z.enum(roles, { error: 'errors.roleInvalid' }),
  groupId: z.string().min(1).max(64).nullable().optional(),
  uses: z
    .number({ error: 'errors.usesWholeNumber' })
    .int('errors.usesWholeNumber')
    .min(1, 'errors.usesAtLeast1')
    .max(invitationLimits.maxUses, 'errors.usesAtMost100'),
  expiresInDays: z
    .number({ error: 'errors.expiryWholeNumberDays' })
    .int('errors.expiryWholeNumberDays')
    .min(1, 'errors.expiryAtLeast1Day')
    .max(invitationLimits.maxDays, 'errors.expiryAtMost30Days'),
});
export type CreateInvitationLinkInput = z.input<typeof createInvitationLinkBody>;

/** The link's address is shown once, here: only its hash is stored. */
export const createdInvitationLink = z.object({ id: z.string(), url: z.string() });

export const invitationLinkParams = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{64}$/, 'errors.invitationLinkNotFound'),
});

/** Links a page (newest first); the next page's cursor comes in the `x-next-cursor` header. */
export const invitationLinkPageSize = 50;

export const listInvitationLinksQuery = z.strictObject({
  groupId: z.string().min(1).max(64).optional(),
  cursor: z.string().min(1, 'errors.invalidCursor').max(512, 'errors.invalidCursor').optional(),
});

/** A link as its makers and admins see it: never its token. */
export const invitationLink = z.object({
  id: z.string(),
  role: z.enum(roles),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  usesLeft: z.number().int(),
  expiresAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export const invitationLinkList = z.array(invitationLink);
export type InvitationLink = z.infer<typeof invitationLink>;

export const invitationBody = z.strictObject({ invite: invitationToken });

/** What the registration page shows for a link before anyone signs up with it. */
export const invitationPreview = z.object({ role: z.enum(roles), groupName: z.string().nullable() });
export type InvitationPreview = z.infer<typeof invitationPreview>;

/** A signed-in user joined a group by its link. */
export const joinedGroup = z.object({ groupId: z.string(), groupName: z.string() });
