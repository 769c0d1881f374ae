import * as z from 'zod';
import { visibleText } from '../visible-text';

/** A household is small; the cap keeps member lists to one read and rename/delete bounded. */
export const maxGroupMembers = 50;

const groupName = visibleText('errors.groupNameInvisible')
  .trim()
  .min(1, 'errors.groupNameCannotEmpty')
  .max(100, 'errors.groupNameAtMost100Characters');

export const groupNameBody = z.strictObject({ name: groupName });

/**
 * Adds a member by user id (the spec's payload) or by email (the My Page flow): exactly one of them.
 */
export const addMemberBody = z
  .strictObject({
    groupId: z.string().min(1).max(64),
    userId: z.string().min(1).max(64).optional(),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'errors.enterValidEmail' }))
      .optional(),
  })
  .refine((body) => (body.userId === undefined) !== (body.email === undefined), {
    message: 'errors.userIdOrEmail',
  });

/** The invited user's answer to a pending invitation. */
export const invitationAnswerBody = z.strictObject({
  accept: z.boolean({ error: 'errors.acceptTrueFalse' }),
});

export const memberRoleBody = z.strictObject({
  isGroupAdmin: z.boolean({ error: 'errors.isGroupAdminTrueFalse' }),
});

export const groupIdParams = z.strictObject({ id: z.string().min(1).max(64) });
export const groupMemberParams = z.strictObject({
  id: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
});

export const group = z.object({ id: z.string(), name: z.string(), createdAt: z.string() });

/** One of the caller's groups, with the caller's own admin flag. */
export const userGroup = group.extend({ isGroupAdmin: z.boolean() });

export const groupMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  isGroupAdmin: z.boolean(),
});

/**
 * The answer to add-user: the invitation, told only in the request's own terms (the email the admin
 * typed, or the user id they gave), so no answer turns a user id into an email.
 */
export const sentInvitation = z.object({
  groupId: z.string(),
  userId: z.string().optional(),
  email: z.string().optional(),
  status: z.literal('invited'),
});

/**
 * A pending invitee as the group's members see them: by the email the admin typed, or, when
 * invited by user id, by name only. `id` is the user id, which removing (cancelling) takes.
 */
export const groupInvitee = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

/** One of the caller's pending invitations: the group and who invited them (by name). */
export const pendingInvitation = z.object({
  groupId: z.string(),
  groupName: z.string(),
  invitedBy: z.string(),
});

export type Group = z.infer<typeof group>;
export type UserGroup = z.infer<typeof userGroup>;
export type GroupMember = z.infer<typeof groupMember>;
export type GroupInvitee = z.infer<typeof groupInvitee>;
export type PendingInvitation = z.infer<typeof pendingInvitation>;
