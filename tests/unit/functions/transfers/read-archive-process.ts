/**
 * Run as its own process by recipe-archive.test.ts: reads the file named on the command line
 * entry by entry and prints the process's peak resident memory (maxRSS) before and after, so
 * the test sees the true peak of the reading, not a sample between two entries.
 */
import { readFileSync } from 'node:fs';
import type { StoredText } from '#functions/data/import-jobs';
import { openRecipeArchive } from '#functions/transfers/recipe-archive';

const bytes = new Uint8Array(readFileSync(process.argv[2] ?? ''));
const archive = openRecipeArchive(bytes, 'crafted.paprikarecipes');
const before = process.resourceUsage().maxRSS;
const outcomes: Record<string, StoredText | null> = {};
for (const entry of archive.entries()) outcomes[entry.label] = entry.error ?? null;
const after = process.resourceUsage().maxRSS;
process.stdout.write(JSON.stringify({ peakGrowthKb: after - before, peakKb: after, outcomes }));
