// One process per PGlite folder: PGlite has no server to arbitrate, and two processes writing one
// folder silently lose and duplicate rows (issue 10). The lock is a file created exclusively next
// to the folder, holding the owner's pid; a lock whose pid no longer runs is stale and taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class FolderLockedError extends Error {}

function running(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false; // our own leftover (e.g. pid 1 again after a container restart)
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

/** Takes the lock for `folder` or throws a FolderLockedError naming the folder and the owner's pid. */
export function lockFolder(folder: string): { release(): void } {
  const file = `${folder}.lock`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
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
    let owner = Number.NaN;
    try {
      owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    } catch {
      continue; // removed in between: try again
    }
    if (running(owner)) {
      throw new FolderLockedError(
        `The database folder ${folder} is in use by another engine process (pid ${owner}). Stop that process first, or give this one its own folder with AISLE_DATA_DIR. (Lock file: ${file})`,
      );
    }
    rmSync(file, { force: true }); // stale: its owner is gone
  }
  throw new FolderLockedError(`Could not take the lock ${file} for the database folder ${folder}.`);
}
