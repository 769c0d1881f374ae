import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Milliseconds of CPU a process has used: all its threads, and its main thread alone. */
interface ProcessCpu {
  parent: number;
  command: string;
  allMs: number;
  mainMs: number;
}

/** Linux's clock tick: /proc counts CPU time in hundredths of a second. */
const tickMs = 10;

/** utime + stime of a /proc stat line (fields 14 and 15; the command in brackets may hold spaces). */
const cpuOf = (stat: string) => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { parent: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * tickMs };
};

const readProcess = (pid: string): ProcessCpu | undefined => {
  try {
    const all = cpuOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    const main = cpuOf(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8'));
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return { parent: all.parent, command, allMs: all.ms, mainMs: main.ms };
  } catch {
    return undefined; // it ended between the listing and the read
  }
};

/** Every process under `root` (itself included), by pid. */
const processTree = (root: number) => {
  const all = new Map<number, ProcessCpu>();
  for (const name of readdirSync('/proc')) {
    const cpu = /^\d+$/.test(name) ? readProcess(name) : undefined;
    if (cpu) all.set(Number(name), cpu);
  }
  const tree = new Map<number, ProcessCpu>();
  const visit = (pid: number) => {
    const cpu = all.get(pid);
    if (!cpu || tree.has(pid)) return;
    tree.set(pid, cpu);
    for (const [child, { parent }] of all) if (parent === pid) visit(child);
  };
  visit(root);
  return tree;
};

/** The runtime's Node process (the one tsx starts, not npx or tsx's own), and DynamoDB Local's JVM. */
const roleOf = (command: string) =>
  /\bjava\b/.test(command)
    ? 'dynamoDbLocal'
    : /--require \S*tsx\S* .*infra\/local\/start\.ts/.test(command)
      ? 'runtime'
      : undefined;

const sums = (tree: Map<number, ProcessCpu>) => {
  const total = { runtimeMain: 0, runtime: 0, dynamoDbLocal: 0 };
  for (const { command, allMs, mainMs } of tree.values()) {
    const role = roleOf(command);
    if (role === 'dynamoDbLocal') total.dynamoDbLocal += allMs;
    if (role === 'runtime') {
      total.runtime += allMs;
      total.runtimeMain += mainMs;
    }
  }
  return total;
};

/**
 * CPU per request during a run, by process: the runtime's main thread (one thread serves every
 * request, so at full load its time per request bounds the rate), all of the runtime's threads (GC,
 * libuv), DynamoDB Local's JVM and this client. Comparable between runtimes on a busy machine, where
 * requests a second are not. Undefined where there is no /proc (not Linux).
 */
export const measureProcessCpu = (runtimeRoot: number) => {
  if (!existsSync('/proc/self/stat')) return undefined;
  const before = sums(processTree(runtimeRoot));
  const client = process.cpuUsage();
  const load = loadavg()[0] ?? 0;
  return {
    /** The line to print once `requests` were answered. */
    report(requests: number) {
      const after = sums(processTree(runtimeRoot));
      const { user, system } = process.cpuUsage(client);
      const per = (ms: number) => (ms / Math.max(1, requests)).toFixed(2);
      return (
        `CPU per request: runtime main thread ${per(after.runtimeMain - before.runtimeMain)} ms, ` +
        `runtime ${per(after.runtime - before.runtime)} ms, DynamoDB Local ${per(after.dynamoDbLocal - before.dynamoDbLocal)} ms, ` +
        `load client ${per((user + system) / 1000)} ms (load average ${load.toFixed(2)} at the start)`
      );
    },
  };
};
