import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './frontend/build/messages-plugin';

/**
 * The files that time the runtime's answers against bounds set for a runtime serving them alone
 * (forgot password's known and unknown emails within 30 ms, live messages within a second, answers
 * under 250 ms while a page is read): they run last, one file at a time, with nothing beside them.
 */
const timedFiles = [
  'tests/security/password-reset-enumeration.test.ts',
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

/** A tier of real HTTP requests to the one local runtime (DynamoDB Local + s3rver) of the run. */
const againstLocalRuntime = (
  name: 'integration' | 'security' | 'timed',
  files: { include: string[]; exclude?: string[] },
  run: { maxWorkers?: number; sequence?: { groupOrder: number } } = {},
) => ({
  extends: true as const,
  test: {
    name,
    ...files,
    ...run,
    environment: 'node' as const,
    globalSetup: ['tests/integration/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

/**
 * Files that time a reader thread at the lowest CPU priority (nice 19): beside three busy test
 * files and the type check it gets under 1% of a core, so its deadlines are measured alone.
 */
const timedUnitFiles = ['tests/unit/imports/page-reader.test.ts'];

const unitProject = (
  name: 'unit' | 'unit-timed',
  files: { include: string[]; exclude?: string[] },
  run: { maxWorkers?: number; sequence?: { groupOrder: number } } = {},
) => ({
  extends: true as const,
  test: {
    name,
    ...files,
    ...run,
    environment: 'node' as const,
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
  },
});

/** One config for the Node tiers; the browser tier (Playwright) runs separately. */
export default defineConfig({
  // The path aliases (#shared/*, #functions/*, #web/*, #infra/*) are declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  // The web app's catalogues (virtual:messages/<locale>) for the frontend modules unit tests load.
  plugins: [messagesPlugin()],
  test: {
    maxWorkers: filesAtOnce,
    projects: [
      unitProject('unit', { include: ['tests/unit/**/*.test.ts'], exclude: timedUnitFiles }),
      // Alone, after the rest: a reader at the lowest CPU priority starves beside busy test files.
      unitProject('unit-timed', { include: timedUnitFiles }, { maxWorkers: 1, sequence: { groupOrder: 1 } }),
      againstLocalRuntime('integration', {
        include: ['tests/integration/**/*.test.ts'],
        exclude: timedFiles,
      }),
      // Driven by the route table, against the same real runtime as the integration tier.
      againstLocalRuntime('security', { include: ['tests/security/**/*.test.ts'], exclude: timedFiles }),
      againstLocalRuntime('timed', { include: timedFiles }, { maxWorkers: 1, sequence: { groupOrder: 1 } }),
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});
