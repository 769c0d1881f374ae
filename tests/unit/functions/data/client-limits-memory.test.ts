import { describe, expect, it } from 'vitest';
import { addressClient, createClientLimits } from '#functions/data/client-limits';
import { memoryTable } from './memory-table';

const rate = { max: 3, perSeconds: 60 };
const flooder = addressClient('127.9.9.9');

describe('refusals a container remembers', () => {
  it('refuses a flooding client again without asking the table, until its retry-after', async () => {
    const { table, calls } = memoryTable();
    const limits = createClientLimits(table);
    const now = 1_000_000;
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push(await limits.count(flooder, 'refresh', rate, now));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    const refused = answers[3] as { retryAfter: number };
    const tableCalls = calls.length;

    for (let index = 0; index < 100; index++)
      expect(await limits.count(flooder, 'refresh', rate, now + 1)).toEqual({
        allowed: false,
        retryAfter: refused.retryAfter - 1,
      });
    expect(calls.length).toBe(tableCalls);

    // Another client, and the same client on another rule, are still counted in the table.
    expect(await limits.count(addressClient('127.9.9.10'), 'refresh', rate, now + 1)).toEqual({
      allowed: true,
    });
    expect(await limits.count(flooder, 'register', rate, now + 1)).toEqual({ allowed: true });

    // Once the retry-after has passed, the table is asked again, and the window has room.
    const later = await limits.count(flooder, 'refresh', rate, now + refused.retryAfter);
    expect(later).toEqual({ allowed: true });
  });
});
