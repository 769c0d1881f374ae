import { randomUUID } from 'node:crypto';
import { type Backoff, defaultBackoff } from '../data/backoff';

/**
 * What services take from the world besides their data: the clock, new ids and the retry
 * back-off (with its random source). Injected, so a unit test fixes them.
 */
export interface SideEffects {
  now: () => Date;
  newId: () => string;
  /** How a write that met a concurrent change is retried. */
  backoff: Backoff;
}

export const defaultSideEffects: SideEffects = {
  now: () => new Date(),
  newId: randomUUID,
  backoff: defaultBackoff,
};
