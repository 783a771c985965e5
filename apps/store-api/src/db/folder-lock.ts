// One process per PGlite folder: PGlite has no server to arbitrate, and two processes writing one
// folder silently lose and duplicate rows (ADR 0015). The lock is a file created exclusively next
// to the folder, holding the owner's pid; a lock whose pid no longer runs is stale and taken over.
// A restart right after a kill -9 (a crash, a container restart) must not be refused by the dead process: a killed
// process its parent has not reaped yet is a zombie that still answers kill(pid, 0), so zombies
// count as gone, and a live owner gets a grace period to finish exiting before we refuse.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export class FolderLockedError extends Error {}

/** Linux: the state letter in /proc/<pid>/stat ("Z" zombie, "X" dead); undefined elsewhere. */
function procState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) S …": comm may hold spaces and parentheses, the state follows the last ")".
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return undefined;
  }
}

function running(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false; // our own leftover (e.g. pid 1 again after a container restart)
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false; // alive only when owned by another user
  }
  const state = procState(pid);
  return state !== 'Z' && state !== 'X';
}

function ownerOf(file: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return undefined;
  }
}

export interface FolderLock {
  release(): void;
}

export interface LockOptions {
  /** How long a live owner may take to go away (a process still exiting after kill -9) before we refuse. */
  graceMs?: number;
}

/** Takes the lock for `folder`, or throws a FolderLockedError naming the folder and the owner's pid. */
export async function lockFolder(folder: string, { graceMs = 5000 }: LockOptions = {}): Promise<FolderLock> {
  const file = `${folder}.lock`;
  const deadline = Date.now() + graceMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(file, { force: true });
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(file);
    if (owner === undefined) continue; // removed in between: try again
    if (!running(owner)) {
      // Stale: its owner is gone. Removed only while it still names that owner (another process may
      // have taken it over meanwhile).
      if (ownerOf(file) === owner) rmSync(file, { force: true });
      continue;
    }
    if (Date.now() >= deadline || attempt > 10_000) {
      throw new FolderLockedError(
        `The database folder ${folder} is in use by another engine process (pid ${owner}). Stop that process first, or give this one its own folder with AISLE_DATA_DIR. (Lock file: ${file})`,
      );
    }
    await sleep(100);
  }
}
