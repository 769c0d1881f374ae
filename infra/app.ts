import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { RecipePlannerStack } from './stacks/recipe-planner-stack';

const app = new App();
const stackName = process.env.STACK_NAME ?? 'RecipePlanner';

// Environment-agnostic (no account or region): synth needs no credentials and does no lookups.
new RecipePlannerStack(app, stackName, {
  webAssetPath: fileURLToPath(new URL('../frontend/dist', import.meta.url)),
  description: 'Recipe planner: web app, HTTP API, Lambda functions, DynamoDB table, image bucket',
});
