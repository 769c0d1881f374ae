import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { webSecurityHeadersFor } from '#shared/web-security-headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

interface CachedFile {
  body: Buffer;
  gzipped?: Buffer;
  mtimeMs: number;
}

/**
 * Serves the built web app as CloudFront does: files by path, gzip when asked, long caching for
 * hashed assets, and the SPA fallback (a path without a file extension gets index.html).
 */
export const createStaticFiles = (root: string, directOrigins: readonly string[] = []) => {
  const webSecurityHeaders = webSecurityHeadersFor(directOrigins);
  const cache = new Map<string, CachedFile>();

  const load = async (file: string): Promise<CachedFile | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const body = await readFile(file);
    const entry = {
      body,
      mtimeMs: info.mtimeMs,
      gzipped: compressible.has(extname(file)) ? gzipSync(body) : undefined,
    };
    cache.set(file, entry);
    return entry;
  };

  return async (pathname: string, acceptEncoding: string, response: ServerResponse) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = '/';
    }
    const wanted = extname(decoded) ? decoded : '/index.html';
    const file = normalize(join(root, wanted));
    const found = file.startsWith(root + sep) ? await load(file) : undefined;
    if (!found) {
      const notBuilt = wanted === '/index.html';
      response.writeHead(notBuilt ? 503 : 404, {
        'content-type': 'text/plain; charset=utf-8',
        ...webSecurityHeaders,
      });
      response.end(notBuilt ? 'The web app is not built yet: run `npm run build:web`.' : 'Not found');
      return;
    }
    const useGzip = found.gzipped !== undefined && /\bgzip\b/.test(acceptEncoding);
    response.writeHead(200, {
      ...webSecurityHeaders,
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': wanted.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(useGzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(useGzip ? found.gzipped : found.body);
  };
};
