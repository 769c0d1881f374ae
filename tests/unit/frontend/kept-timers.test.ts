import { describe, expect, it } from 'vitest';
import {
  forgetDoneAfterMs,
  keptTimersKey,
  readKeptTimers,
  writeKeptTimers,
} from '#web/features/recipes/utils/kept-timers';
import { memoryStorage } from './memory-storage';

const now = Date.UTC(2026, 10, 27, 12);
const oven = { key: '2:0:18 minutes', label: '18 minutes', endsAt: now + 18 * 60_000 };

describe('cook timers kept in the browser', () => {
  it('come back with their end times, per recipe', () => {
    const storage = memoryStorage();
    writeKeptTimers(storage, 'r1', [oven]);
    expect(readKeptTimers(storage, 'r1', now + 60_000)).toEqual([oven]);
    expect(readKeptTimers(storage, 'r2', now)).toEqual([]);
  });

  it('keep a timer that ended while the page was away, and forget one that ended long ago', () => {
    const storage = memoryStorage();
    const old = { key: 'old', label: '5 minutes', endsAt: now - forgetDoneAfterMs - 1 };
    const recent = { key: 'recent', label: '5 minutes', endsAt: now - 60_000 };
    writeKeptTimers(storage, 'r1', [old, recent]);
    expect(readKeptTimers(storage, 'r1', now)).toEqual([recent]);
  });

  it('leave no entry behind when the last timer goes', () => {
    const storage = memoryStorage();
    writeKeptTimers(storage, 'r1', [oven]);
    writeKeptTimers(storage, 'r1', []);
    expect(storage.items.has(keptTimersKey('r1'))).toBe(false);
  });

  it('read anything unreadable as no timers', () => {
    const storage = memoryStorage();
    for (const stored of ['not json', '{"version":2,"timers":[]}', '{"version":1,"timers":[{"key":1}]}']) {
      storage.setItem(keptTimersKey('r1'), stored);
      expect(readKeptTimers(storage, 'r1', now)).toEqual([]);
    }
  });

  it('survive a storage that refuses to write', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeKeptTimers(refusing, 'r1', [oven])).not.toThrow();
  });
});
