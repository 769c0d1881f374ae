// The worker thread's entry in the source tree: Node does not run TypeScript itself, and the loader
// the local runtime runs under (tsx) does not reach worker threads on Node 20, so the worker loads
// the reader through tsx's own API.
const { tsImport } = await import('tsx/esm/api');
await tsImport('./reader-worker.ts', import.meta.url);
