import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './frontend/build/messages-plugin';

/**
 * The files that time the runtime's answers against bounds set for a runtime serving them alone
 * (forgot password's known and unknown emails within 30 ms, sign-in's within half a hash, live
 * messages within a second, answers under 250 ms while a page is read): they run last, one file at
 * a time, with nothing beside them.
 */
const timedFiles = [
  'tests/security/password-reset-enumeration.test.ts',
  'tests/security/sign-in-timing.test.ts',
  'tests/integration/live.test.ts',
  'tests/integration/live-pantry.test.ts',
  'tests/integration/imports.test.ts',
];

/**
 * Files at once in the first group. An integration file mostly waits for the runtime (another
 * process, hashing passwords on its thread pool): with one file at a time, as Vitest's default of
 * one worker per core but one would have it on two cores, a core idles.
 */
const filesAtOnce = 3;

type Files = { include: string[]; exclude?: string[] };

/** A tier of the Node tests: its files, what they need, and how many run at once. */
const tier = (name: string, files: Files, needs: object, run: object = {}) => ({
  extends: true as const,
  test: { name, ...files, ...run, environment: 'node' as const, ...needs },
});

/** Timed files run in a second group, after the rest, one file at a time. */
const alone = { maxWorkers: 1, sequence: { groupOrder: 1 } };

/** Real HTTP requests to the one local runtime (DynamoDB Local + s3rver) of the run. */
const againstLocalRuntime = {
  globalSetup: ['tests/integration/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

const unitTests = {
  setupFiles: ['tests/unit/english-texts.ts'],
  // Handlers read their config at import; unit tests never reach a real table or secret.
  // Access-log lines only where a test asks for them.
  env: {
    TABLE_NAME: 'unit-tests',
    JWT_SECRET: 'unit-test-secret-unit-test-secret-0123',
    // The calendar's and the users' links point into the web app (their handlers read it at import).
    WEB_ORIGIN: 'https://unit.example',
    POWERTOOLS_LOG_LEVEL: 'WARN',
  },
  // The hostile-input tests collect garbage before each timed run (tests/support/cpu-time.ts).
  execArgv: ['--expose-gc'],
};

/**
 * Files that time a reader thread at the lowest CPU priority (nice 19): beside three busy test
 * files and the type check it gets under 1% of a core, so its deadlines are measured alone.
 */
const timedUnitFiles = ['tests/unit/imports/page-reader.test.ts'];

/** One config for the Node tiers; the browser tier (Playwright) runs separately. */
export default defineConfig({
  // The path aliases (#shared/*, #functions/*, #web/*, #infra/*) are declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  // The web app's catalogues (virtual:messages/<locale>) for the frontend modules unit tests load.
  plugins: [messagesPlugin()],
  test: {
    maxWorkers: filesAtOnce,
    projects: [
      tier('unit', { include: ['tests/unit/**/*.test.ts'], exclude: timedUnitFiles }, unitTests),
      tier('unit-timed', { include: timedUnitFiles }, unitTests, alone),
      tier(
        'integration',
        { include: ['tests/integration/**/*.test.ts'], exclude: timedFiles },
        againstLocalRuntime,
      ),
      // Driven by the route table, against the same real runtime as the integration tier.
      tier(
        'security',
        { include: ['tests/security/**/*.test.ts'], exclude: timedFiles },
        againstLocalRuntime,
      ),
      tier('timed', { include: timedFiles }, againstLocalRuntime, alone),
      tier('infra', { include: ['tests/infra/**/*.test.ts'] }, { testTimeout: 120_000 }),
    ],
  },
});
