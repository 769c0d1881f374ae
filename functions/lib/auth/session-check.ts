import { UnauthorizedError } from '../domain-errors';

/**
 * How long a container trusts its last reading of a live session. A session ended by another
 * container is refused here at most this long after; the container that ends it refuses it at once.
 */
export const sessionCheckIntervalMs = 60_000;
/** Sessions remembered per container; the least recently checked are forgotten first. */
const maxRemembered = 10_000;

export const sessionEndedMessage = 'errors.sessionEnded';

/** What the check needs of a stored session (functions/data/sessions.ts). */
export interface SessionState {
  /** Epoch seconds. */
  expiresAt: number;
  revokedAt?: number;
}

export interface SessionCheckOptions {
  readSession: (userId: string, sessionId: string) => Promise<SessionState | undefined>;
  /** Epoch milliseconds. */
  now?: () => number;
  intervalMs?: number;
}

/** One reading: when it was made, and when (epoch ms) the session stops being live (0: not live). */
interface Reading {
  checkedAt: number;
  endsAt: Promise<number>;
}

const endOf = (session: SessionState | undefined) =>
  session && session.revokedAt === undefined ? session.expiresAt * 1000 : 0;

/**
 * Refuses access tokens whose session (`sid`) has ended: revoked by logout, a password change or
 * refresh-token reuse, or past its absolute expiry. Each container reads a session at most once per
 * interval; a session once seen ended is never read again (an ended session does not come back).
 */
export const createSessionCheck = ({
  readSession,
  now = Date.now,
  intervalMs = sessionCheckIntervalMs,
}: SessionCheckOptions) => {
  const readings = new Map<string, Reading>();
  const keyOf = (userId: string, sessionId: string) => `${userId}/${sessionId}`;

  const remember = (key: string, reading: Reading) => {
    readings.delete(key); // re-inserted last: the Map's order is the order of checking
    readings.set(key, reading);
    if (readings.size > maxRemembered) readings.delete(readings.keys().next().value as string);
  };

  const read = (key: string, userId: string, sessionId: string): Reading => {
    const reading = { checkedAt: now(), endsAt: readSession(userId, sessionId).then(endOf) };
    remember(key, reading);
    // A failed read (DynamoDB unavailable: a 503) is not remembered; the next request reads again.
    reading.endsAt.catch(() => {
      if (readings.get(key) === reading) readings.delete(key);
    });
    return reading;
  };

  return {
    /** Throws 401 unless the session is live, as this container last knew it. */
    async assertLive(userId: string, sessionId: string): Promise<void> {
      const key = keyOf(userId, sessionId);
      let reading = readings.get(key);
      if (reading && now() - reading.checkedAt >= intervalMs && (await reading.endsAt) > now())
        reading = undefined;
      reading ??= read(key, userId, sessionId);
      if ((await reading.endsAt) <= now()) throw new UnauthorizedError(sessionEndedMessage);
    },

    /** This container ended the session: its tokens are refused here from now on, without a read. */
    markEnded(userId: string, sessionId: string): void {
      remember(keyOf(userId, sessionId), { checkedAt: now(), endsAt: Promise.resolve(0) });
    },
  };
};

export type SessionCheck = ReturnType<typeof createSessionCheck>;
