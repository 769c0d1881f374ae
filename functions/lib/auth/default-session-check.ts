import { defaultTable } from '../../data/default-table';
import { createSessions } from '../../data/sessions';
import { createSessionCheck, type SessionCheck } from './session-check';

let check: SessionCheck | undefined;

/**
 * The container's one session check: every handler of the container (and, in the local runtime,
 * every handler of the process) shares it, so a session the users function ends is refused at once.
 */
export const defaultSessionCheck = (): SessionCheck => {
  check ??= createSessionCheck({ readSession: createSessions(defaultTable()).readState });
  return check;
};
