import { nextCursorHeader } from '#shared/users/user-schemas';
import { Reply } from '../lib/http/route-handler';

/** A page of a listing: its items as the body, the next page's cursor (if any) in the `x-next-cursor` header. */
export const pagedReply = <T>(items: T[], nextCursor: string | null | undefined) =>
  new Reply(items, nextCursor ? { [nextCursorHeader]: nextCursor } : {});
