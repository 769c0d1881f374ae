import { defineConfig } from 'vitest/config';

/** One config for the Node tiers; the browser tier (Playwright) runs separately. */
export default defineConfig({
  // The path aliases (#shared/*, #functions/*, #web/*) are declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Handlers read their config at import; unit tests never reach a real table or secret.
          // Access-log lines only where a test asks for them.
          env: {
            TABLE_NAME: 'unit-tests',
            JWT_SECRET: 'unit-test-secret-unit-test-secret-0123',
            POWERTOOLS_LOG_LEVEL: 'WARN',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Driven by the route table, against the same real runtime as the integration tier.
        extends: true,
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
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
