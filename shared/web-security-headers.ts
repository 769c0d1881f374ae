import { createHash } from 'node:crypto';
import { earlyRefreshScript } from './early-refresh-script';
import { languagePreloadScript } from './language-preload-script';
import { routePreloadScript } from './route-preload-script';

/**
 * Security headers for the web app's responses. CloudFront's response-headers policy and the
 * local runtime send the same values, so a CSP violation shows up locally before it ships.
 * Chakra UI (emotion) injects <style> elements at run time, hence 'unsafe-inline' for styles only.
 * Scripts: files from the site, plus the three inline scripts index.html carries (the route chunk
 * preloader, the early session refresh and the reader's language preloader), allowed by the hashes
 * of their fixed texts rather than by 'unsafe-inline' (docs/decisions.md).
 */
const inlineScriptHashes = [routePreloadScript, earlyRefreshScript, languagePreloadScript]
  .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  .join(' ');

/**
 * `directOrigins`: where the app may also send requests itself, the storage behind the signed
 * addresses that import files are uploaded to (the transfer bucket), so large files bypass the API.
 */
export const contentSecurityPolicyFor = (directOrigins: readonly string[] = []) =>
  [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The service worker (/sw.js, issue 16) and the Web App Manifest: the site's own files only.
    "worker-src 'self'",
    "manifest-src 'self'",
    ["connect-src 'self'", ...directOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const contentSecurityPolicy = contentSecurityPolicyFor();

export const strictTransportSecurity = 'max-age=63072000; includeSubDomains; preload';
export const referrerPolicy = 'strict-origin-when-cross-origin';

export const webSecurityHeadersFor = (directOrigins: readonly string[] = []): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicyFor(directOrigins),
  'strict-transport-security': strictTransportSecurity,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': referrerPolicy,
});

export const webSecurityHeaders = webSecurityHeadersFor();
