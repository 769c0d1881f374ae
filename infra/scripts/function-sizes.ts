/**
 * `npm run size:functions`: synthesizes the stack, then for each API function's bundle as CDK
 * built it (the asset in the cloud assembly, not the TypeScript sources) prints its size, raw and
 * gzipped, the AWS SDK clients it imports (at init, or on first use), and its init time: how long a fresh Node process takes
 * to import the bundle, the part of a cold start the code controls (median of INIT_RUNS runs).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const runs = Number(process.env.INIT_RUNS ?? 7);
// Inside the repository, so the bundles resolve the AWS SDK from node_modules as Lambda's runtime provides it.
const outDir = fileURLToPath(new URL('../../cdk.out/size-probe', import.meta.url));

interface LambdaResource {
  Type: string;
  Properties: { Description?: string; Code?: { S3Key?: string } };
}

/** Imports the bundle in a new process with the environment a Lambda would have; prints milliseconds. */
const initMilliseconds = (bundle: string): number => {
  const probe = `const started = performance.now(); await import(${JSON.stringify(bundle)}); console.log(performance.now() - started);`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
    env: {
      ...process.env,
      TABLE_NAME: 'size-probe',
      IMAGE_BUCKET: 'size-probe',
      TRANSFER_BUCKET: 'size-probe',
      WEB_ORIGIN: 'https://size-probe.example',
      JWT_SECRET_PARAMETER: '/size-probe/jwt-secret',
      AWS_REGION: 'us-east-1',
      POWERTOOLS_LOG_LEVEL: 'WARN',
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Importing ${bundle} failed:\n${result.stderr}`);
  return Number(result.stdout.trim());
};

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  execFileSync('npx', ['cdk', 'synth', '--quiet', '--output', outDir], { stdio: 'inherit' });
  const template = JSON.parse(readFileSync(join(outDir, 'RecipePlanner.template.json'), 'utf8')) as {
    Resources: Record<string, LambdaResource>;
  };
  const rows = Object.values(template.Resources)
    .filter((resource) => resource.Type === 'AWS::Lambda::Function')
    .flatMap((resource) => {
      const name = /Recipe planner API: (\w+)/.exec(resource.Properties.Description ?? '')?.[1];
      const hash = resource.Properties.Code?.S3Key?.replace(/\.zip$/, '');
      return name && hash ? [{ name, bundle: join(outDir, `asset.${hash}`, 'index.mjs') }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, bundle }) => {
      const code = readFileSync(bundle);
      const source = code.toString();
      const sdk = (pattern: RegExp) =>
        [...new Set([...source.matchAll(pattern)].map((found) => found[1]?.replace('@aws-sdk/', '')))]
          .sort()
          .join(', ') || 'none';
      return {
        function: name,
        'bundle KB': (code.length / 1024).toFixed(1),
        'gzip KB': (gzipSync(code).length / 1024).toFixed(1),
        'init ms': median(Array.from({ length: runs }, () => initMilliseconds(bundle))).toFixed(1),
        // Static imports load with the bundle; dynamic ones only when a request first needs them.
        'AWS SDK at init': sdk(/from\s*"(@aws-sdk\/[\w-]+)"/g),
        'AWS SDK on first use': sdk(/import\(\s*"(@aws-sdk\/[\w-]+)"\s*\)/g),
      };
    });
  console.table(rows);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
