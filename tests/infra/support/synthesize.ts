import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { RecipePlannerStack } from '../../../infra/stacks/recipe-planner-stack';

/** The stack as `cdk synth` builds it, with bundling skipped: the template is under test, not esbuild. */
export const synthesizeStack = (context: Record<string, unknown> = {}) => {
  const webAssetPath = mkdtempSync(join(tmpdir(), 'recipe-planner-web-'));
  writeFileSync(join(webAssetPath, 'index.html'), '<!doctype html><title>test</title>');
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  return new RecipePlannerStack(app, 'Test', { webAssetPath });
};
