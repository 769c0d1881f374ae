import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './frontend/build/messages-plugin';

/** A tier of real HTTP requests to one local runtime (DynamoDB Local + s3rver) started for the run. */
const againstLocalRuntime = (name: 'integration' | 'security') => ({
  extends: true as const,
  test: {
    name,
    include: [`tests/${name}/**/*.test.ts`],
    environment: 'node' as const,
    globalSetup: ['tests/integration/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

/** One config for the Node tiers; the browser tier (Playwright) runs separately. */
export default defineConfig({
  // The path aliases (#shared/*, #functions/*, #web/*, #infra/*) are declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  // The web app's catalogues (virtual:messages/<locale>) for the frontend modules unit tests load.
  plugins: [messagesPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
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
      },
      againstLocalRuntime('integration'),
      // Driven by the route table, against the same real runtime as the integration tier.
      againstLocalRuntime('security'),
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
