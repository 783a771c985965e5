// Resident memory and CPU time of a process and its descendants (Linux /proc), for benchmarks that
// report what the servers hold before and after a load — e.g. a storefront cluster's primary and its
// workers — and what the load cost them: CPU seconds are comparable on a busy machine where
// requests/s are not, since other work slows the servers down but does not bill them.
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  /** Resident set size in MB. */
  rssMb: number;
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** VmRSS of one process in MB; 0 when it has gone (or /proc is not there). */
function rssMb(pid: number): number {
  const match = read(`/proc/${pid}/status`)?.match(/^VmRSS:\s+(\d+) kB/m);
  return match ? Number(match[1]) / 1024 : 0;
}

function parentOf(pid: number): number | undefined {
  // The command name (field 2) may hold spaces and parentheses: the fields after its last ')' count.
  const stat = read(`/proc/${pid}/stat`);
  const rest = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return rest?.[1] === undefined ? undefined : Number(rest[1]);
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux builds in use). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds the process has used so far; 0 when it has gone. */
function cpuSeconds(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  const rest = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the command: state(0) ppid(1) … utime(11) stime(12).
  return rest ? (Number(rest[11]) + Number(rest[12])) / TICKS_PER_SECOND : 0;
}

/** The process and every descendant, each with its RSS. */
export function treeMemory(root: number): ProcessMemory[] {
  let pids: number[] = [];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [{ pid: root, rssMb: rssMb(root) }];
  }
  const children = new Map<number, number[]>();
  for (const pid of pids) {
    const parent = parentOf(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree.map((pid) => ({ pid, rssMb: rssMb(pid) }));
}

/** CPU seconds of the process and every descendant together. */
export function treeCpuSeconds(root: number): number {
  return treeMemory(root).reduce((sum, entry) => sum + cpuSeconds(entry.pid), 0);
}

/** "412 MB (primary 60, workers 176 + 176)" style: the total and each process. */
export function formatTree(memory: readonly ProcessMemory[]): string {
  const total = memory.reduce((sum, entry) => sum + entry.rssMb, 0);
  return `${total.toFixed(0)} MB (${memory.map((entry) => entry.rssMb.toFixed(0)).join(' + ')})`;
}
