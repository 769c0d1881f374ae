import { describe, expect, it } from 'vitest';
import { forgotPasswordAnswerMs } from '../../functions/users/password-reset-service';
import { register, uniqueEmail } from '../integration/support/api';
import { apiFrom, newLoopbackAddress } from '../integration/support/from-address';
import { median } from '../support/median';

/**
 * "Forgot password?" must not tell which emails have accounts (issue 25): not by its answer, and not
 * by its timing, although a known email's request writes a token and sends a mail through the
 * local SMTP server and an unknown one's does neither.
 */
const runs = 10;

/** One request from an address of its own (so the per-address limit never answers instead), timed. */
const timedForgot = async (email: string) => {
  const started = performance.now();
  const response = await apiFrom(newLoopbackAddress(), 'POST', '/api/users/forgot-password', { email });
  return { ms: performance.now() - started, response };
};

describe('forgot password: no enumeration', () => {
  it('answers known and unknown emails alike, in the same time, over many runs', async () => {
    // A fresh account per run: each gets its mail (the per-email limit would stop a repeated one's).
    const known = await Promise.all(Array.from({ length: runs }, () => register()));
    const times = { known: [] as number[], unknown: [] as number[] };
    const answers = new Set<string>();
    for (let run = 0; run < runs; run++) {
      // The two of a run are sent at once, so a busy moment of the machine falls on both alike
      // (and the test waits out ten floors, not twenty); which goes first alternates.
      const pair = [
        ['known', (known[run] as { email: string }).email],
        ['unknown', uniqueEmail('nobody')],
      ] as const;
      const timed = await Promise.all(
        (run % 2 ? [...pair].reverse() : pair).map(async ([kind, email]) => ({
          kind,
          ...(await timedForgot(email)),
        })),
      );
      for (const { kind, ms, response } of timed) {
        times[kind].push(ms);
        answers.add(JSON.stringify([response.status, response.body, response.headers.get('content-length')]));
      }
    }
    // One answer, byte for byte, for all twenty requests.
    expect([...answers]).toHaveLength(1);
    const [known_, unknown_] = [median(times.known), median(times.unknown)];
    console.log(
      `forgot-password median answer: known ${known_.toFixed(1)} ms, unknown ${unknown_.toFixed(1)} ms`,
    );
    // Both wait out the same floor, and their medians lie within a few milliseconds of each other.
    expect(known_).toBeGreaterThanOrEqual(forgotPasswordAnswerMs);
    expect(unknown_).toBeGreaterThanOrEqual(forgotPasswordAnswerMs);
    expect(Math.abs(known_ - unknown_)).toBeLessThan(30);
  });
});
