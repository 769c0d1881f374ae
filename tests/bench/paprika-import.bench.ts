/**
 * `npm run bench:paprika`: issue 15's "a Paprika file of 200 recipes with photos imports in under a
 * minute on the local runtime". Starts the local runtime as `npm start` does, signs up, uploads a
 * generated Paprika export (200 recipes, each with its own 1200x900 JPEG photo of noise, which weighs what a photo does) through the signed
 * address, and times from the upload to the import's end, with the progress the page would show.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { startLocalRuntime } from '../integration/support/local-runtime';

const recipeCount = Number(process.env.BENCH_RECIPES ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), 'recipe-planner-paprika-'));
const runtime = await startLocalRuntime({ DATA_DIR: dataDir });

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const response = await fetch(`${runtime.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
};

try {
  const entries: Record<string, Uint8Array> = {};
  for (let n = 1; n <= recipeCount; n++) {
    // Noise compresses about as badly as a photo does, so the file weighs what a real export does.
    const photo = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const recipe = {
      name: `Bench recipe ${n}`,
      description: 'Generated for the import benchmark.',
      ingredients: `${n} g flour\n2 eggs\n1 tsp salt\n250 ml milk\na pinch of nutmeg`,
      directions: 'Mix.\nRest for 10 minutes.\nBake for 25 minutes.',
      servings: '4',
      prep_time: '10 mins',
      cook_time: '25 mins',
      source_url: `https://www.example.com/bench/${n}`,
      photo_data: photo.toString('base64'),
    };
    entries[`Bench recipe ${n}.paprikarecipe`] = gzipSync(new TextEncoder().encode(JSON.stringify(recipe)));
  }
  const file = zipSync(entries);
  const account = { name: 'Bench Cook', email: 'bench@example.com', password: 'bench-password' };
  await call('POST', '/api/users/register', { ...account, confirmPassword: account.password });
  const { token } = await call('POST', '/api/users/login', {
    email: account.email,
    password: account.password,
  });
  const { jobId, uploadUrl } = await call(
    'POST',
    '/api/imports',
    { fileName: 'bench.paprikarecipes', size: file.byteLength },
    token,
  );

  const started = performance.now();
  await fetch(uploadUrl, { method: 'PUT', body: new Uint8Array(file) });
  const uploaded = performance.now();
  let job: { status: string; processed: number; total: number; imported: number; failures: unknown[] };
  let lastShown = -1;
  do {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = await call('GET', `/api/imports/${jobId}`, undefined, token);
    if (job.processed !== lastShown && job.status === 'running') {
      lastShown = job.processed;
      console.log(
        `  Imported ${job.processed} of ${job.total} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  } while (job.status === 'waiting' || job.status === 'running');
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Paprika file: ${recipeCount} recipes with photos, ${(file.byteLength / 1024 / 1024).toFixed(1)} MB; ` +
      `upload ${((uploaded - started) / 1000).toFixed(1)} s; done in ${seconds.toFixed(1)} s ` +
      `(${job.status}, imported ${job.imported}, failures ${job.failures.length}); budget 60 s: ${seconds < 60 ? 'held' : 'MISSED'}`,
  );
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
