// Prints the gzipped JavaScript a first visit to each route downloads before the screen can
// render: the entry chunk, the route's lazy chunk, and every chunk they import statically.
// Usage (after `vite build`): node frontend/scripts/first-load-size.mjs [route-module-name ...]
// tests/audit/audit-web.ts imports firstLoadJs for its budget table.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const assets = new URL('../dist/assets/', import.meta.url).pathname;

const gzipped = (name) => gzipSync(readFileSync(join(assets, name)), { level: 9 }).length;
const staticImports = (name) =>
  [...readFileSync(join(assets, name), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
    (match) => match[1],
  );

const closure = (roots) => {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of staticImports(name)) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
};

/** The files a first visit to the route module's screen loads, and their gzipped bytes. */
export const firstLoadJs = (route) => {
  const html = readFileSync(new URL('../dist/index.html', import.meta.url), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
  const chunk = readdirSync(assets).find((name) => name.endsWith('.js') && name.startsWith(`${route}-`));
  if (!chunk) throw new Error(`No chunk for route module ${route}`);
  const files = [...closure([...entries, chunk])];
  return { files, bytes: files.reduce((sum, name) => sum + gzipped(name), 0) };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['login', 'recipes'];
  for (const route of routes) {
    const { files, bytes } = firstLoadJs(route);
    console.log(`/${route}: ${(bytes / 1024).toFixed(1)} KB gzipped JS in ${files.length} files`);
    if (process.env.VERBOSE) {
      for (const name of files) console.log(`  ${route} ${(gzipped(name) / 1024).toFixed(1)} ${name}`);
    }
  }
}
