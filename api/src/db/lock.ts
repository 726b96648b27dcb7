import fs from 'node:fs';

export class DataFolderLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The data folder is in use by another process (pid ${pid}, lock file ${lockFile}). ` +
        'Only one process may open the embedded database at a time: stop the server (or the other command) first, ' +
        'or use the API while it runs.',
    );
    this.name = 'DataFolderLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `lockFile` for this process (replacing a stale one whose pid is dead); returns its release function. */
export function acquireLock(lockFile: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // Already gone.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = NaN;
    try {
      holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
    } catch {
      continue; // Removed between our attempt and the read: try again.
    }
    // The same pid twice means this process already opened the folder: that is just as unsafe.
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) throw new DataFolderLockedError(lockFile, holder);
    fs.rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock file ${lockFile}`);
}
