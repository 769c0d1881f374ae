import * as z from 'zod';
import { visibleText } from '../visible-text';

/** A household is small; the cap keeps member lists to one read and rename/delete bounded. */
export const maxGroupMembers = 50;

const groupName = visibleText('Group name')
  .trim()
  .min(1, 'Group name cannot be empty.')
  .max(100, 'Group name must be at most 100 characters');

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
      .pipe(z.email({ error: 'Please enter a valid email' }))
      .optional(),
  })
  .refine((body) => (body.userId === undefined) !== (body.email === undefined), {
    message: 'Give either userId or email',
  });

export const memberRoleBody = z.strictObject({
  isGroupAdmin: z.boolean({ error: 'isGroupAdmin must be true or false' }),
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

export type Group = z.infer<typeof group>;
export type UserGroup = z.infer<typeof userGroup>;
export type GroupMember = z.infer<typeof groupMember>;
