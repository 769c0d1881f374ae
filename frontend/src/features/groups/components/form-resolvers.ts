import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { addMemberBody, groupNameBody } from '#shared/groups/group-schemas';

/** The shared schemas as form resolvers; this module is loaded lazily by the forms. */
export const groupNameResolver = zodResolver(groupNameBody);
/** The Add Member form has only the email of the server's add-member body. */
export const memberEmailResolver = zodResolver(z.object({ email: addMemberBody.shape.email.unwrap() }));
