import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { synthesizeStack } from './support/synthesize';

interface Report {
  pluginReports: {
    violations: { ruleName: string; description: string; violatingConstructs: { constructPath: string }[] }[];
  }[];
}

/** The report's findings as `rule construct-path: description`. */
const violationsIn = (file: string) => {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  return report.pluginReports.flatMap(({ violations }) =>
    violations.flatMap((violation) =>
      violation.violatingConstructs.map(
        (construct) =>
          `${violation.ruleName} ${construct.constructPath}: ${violation.description.split('\n')[0]}`,
      ),
    ),
  );
};

/** Every AwsSolutions finding left after the stack's acknowledgements (infra/stacks/nag-acknowledgements.ts). */
const findings = () => {
  const app = synthesizeStack().node.root as App;
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  try {
    app.synth();
    return []; // the validation plugins found nothing unacknowledged
  } catch (error) {
    // A failed validation leaves its report in the cloud assembly; any other failure is the error.
    const file = join(app.outdir, 'validation-report.json');
    if (!existsSync(file)) throw error;
    return violationsIn(file);
  }
};

describe('cdk-nag AwsSolutions', () => {
  it('finds nothing that is not acknowledged with a reason', () => {
    expect(findings()).toEqual([]);
  });
});
