/**
 * The inline script frontend/index.html runs before the entry bundle: it adds `modulepreload`
 * links for the current route's lazy chunk and its imports (listed at build time in the
 * `route-chunks` JSON block), so they download while the entry does instead of after it ran.
 * Its text is fixed and the CSP allows exactly this text by hash (shared/web-security-headers.ts),
 * so it lives here, shared by the build that injects it and the headers that allow it.
 */
export const routeChunksElementId = 'route-chunks';

export const routePreloadScript =
  `for(const[p,f]of JSON.parse(document.getElementById("${routeChunksElementId}").textContent))` +
  'if(new RegExp(p).test(location.pathname)){for(const h of f){const l=document.createElement("link");' +
  'l.rel="modulepreload";l.href=h;document.head.append(l)}break}';
