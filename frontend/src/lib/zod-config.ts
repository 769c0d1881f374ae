/**
 * Zod probes `new Function('')` to decide whether to compile fast object parsers; the app's CSP
 * has no 'unsafe-eval', so the probe is a reported CSP violation (Lighthouse's best practices).
 * Jitless parsing skips the probe; the app parses small bodies, so the speed-up is not missed.
 * Zod keeps its settings in this global object (shared by every copy of zod on a page) and reads
 * them at the first parse, so setting it here costs no bytes in the entry chunk, where importing
 * zod's `config` costs 3.7 KB. Mutated, not replaced: zod may have loaded first and hold it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
