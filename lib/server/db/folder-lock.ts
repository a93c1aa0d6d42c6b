import "server-only";
import { readFileSync, rmSync, writeFileSync } from "node:fs";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite must never be opened by two processes on one folder (it would corrupt it). The holder's pid is
 * kept beside the folder; a lock left by a dead process is taken over.
 */
export function lockFolder(folder: string): () => void {
  const lockFile = `${folder}.lock`;
  let holder = NaN;
  try {
    holder = Number(readFileSync(lockFile, "utf8"));
  } catch {
    // no lock yet
  }
  if (holder && holder !== process.pid && alive(holder)) {
    throw new Error(
      `The database folder ${folder} is in use by process ${holder}. Stop it first, or send brands to the running server with --server.`,
    );
  }
  writeFileSync(lockFile, String(process.pid));
  const release = () => {
    try {
      if (Number(readFileSync(lockFile, "utf8")) === process.pid) rmSync(lockFile);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}
