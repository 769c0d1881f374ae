// Runs in a plain Node process (no tsx, no path aliases, no source tree): imports a function bundle
// as Lambda does (`index.handler` of the asset directory), calls it with each API Gateway event read
// from stdin (a JSON array), and writes the results to stdout as a JSON array.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [assetDir] = process.argv.slice(2);
const events = JSON.parse(readFileSync(0, 'utf8'));
const { handler } = await import(pathToFileURL(join(assetDir, 'index.mjs')).href);
const context = { awsRequestId: 'bundle-test', getRemainingTimeInMillis: () => 10_000 };
const results = [];
for (const event of events) results.push(await handler(event, context));
process.stdout.write(JSON.stringify(results));
