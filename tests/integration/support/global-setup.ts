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

/** One real local runtime (DynamoDB Local + s3rver + the handlers) on a fresh data dir for the whole tier. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-it-'));
  const site = await startRecipeSite();
  const runtime = await startLocalRuntime({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminCredentials.email,
    ADMIN_PASSWORD: adminCredentials.password,
    IMPORT_ALLOW_HOSTS: site.host,
  });
  project.provide('baseUrl', runtime.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('recipeSiteOrigin', site.origin);
  return async () => {
    await runtime.stop();
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
    // A refusal in work that answers no request (a clean-up after the answer) shows only here.
    const refusals = runtime.output().match(/.*Local table guard refused.*/g);
    if (refusals) throw new Error(`The table guard refused requests:\n${refusals.join('\n')}`);
  };
}
