import type { Sessions } from '../data/sessions';

/** Told of each session ended here, so its access tokens are refused at once in this container. */
export type SessionEnded = (userId: string, sessionId: string) => void;

/**
 * Ends every live session of the user but `keep` (the calling device, for "sign out everywhere
 * else"): each revoked in the table, then told to `sessionEnded`. A password change or reset and an
 * account's deletion end sessions this one way.
 */
export const endLiveSessions = async (
  sessions: Pick<Sessions, 'listLive' | 'revoke'>,
  sessionEnded: SessionEnded,
  userId: string,
  nowSeconds: number,
  keep?: string,
) => {
  const live = await sessions.listLive(userId, nowSeconds);
  await Promise.all(
    live
      .filter(({ sessionId }) => sessionId !== keep)
      .map(async ({ sessionId }) => {
        await sessions.revoke(userId, sessionId, nowSeconds);
        sessionEnded(userId, sessionId);
      }),
  );
};
