import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRecipeSite } from '../../support/recipe-site';
import { adminCredentials } from './admin-account';
import { startLocalRuntime } from './local-runtime';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** A recipe website on loopback that the runtime's import may fetch (IMPORT_ALLOW_HOSTS). */
    recipeSiteOrigin: string;
  }
}

interface SharedRuntime {
  started: ReturnType<typeof start>;
  /** Projects that still use it: the last one to finish stops it. */
  users: number;
}

/** One real local runtime (DynamoDB Local + s3rver + the handlers) on a fresh data dir. */
const start = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-it-'));
  const site = await startRecipeSite();
  const runtime = await startLocalRuntime({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminCredentials.email,
    ADMIN_PASSWORD: adminCredentials.password,
    IMPORT_ALLOW_HOSTS: site.host,
  });
  return { dataDir, site, runtime };
};

/**
 * Vitest runs a project's global set-up once per project, each in a module of its own: the runtime
 * is kept on `globalThis`, so the tiers against it (integration, security, and their timed files)
 * share one instead of each starting and filling its own.
 */
const key = Symbol.for('recipe-planner.integration-runtime');
const holder = globalThis as { [key]?: SharedRuntime };

export default async function setup(project: TestProject) {
  holder[key] ??= { started: start(), users: 0 };
  const shared = holder[key];
  shared.users += 1;
  const { dataDir, site, runtime } = await shared.started;
  project.provide('baseUrl', runtime.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('recipeSiteOrigin', site.origin);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[key];
    await runtime.stop();
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
    // A refusal in work that answers no request (a clean-up after the answer) shows only here.
    const refusals = runtime.output().match(/.*Local table guard refused.*/g);
    if (refusals) throw new Error(`The table guard refused requests:\n${refusals.join('\n')}`);
  };
}
