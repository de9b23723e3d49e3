/**
 * PGlite allows one process per data directory. While the server holds it,
 * it leaves `server.json` (its pid and port) in DATA_DIR so `npm run leads`
 * knows to ask the server instead of opening the files itself.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface ServerLock {
  pid: number;
  port: number;
}

const lockFile = (dataDir: string) => path.join(dataDir, "server.json");

export function writeServerLock(dataDir: string, lock: ServerLock): void {
  writeFileSync(lockFile(dataDir), `${JSON.stringify(lock)}\n`);
}

export function removeServerLock(dataDir: string, pid: number): void {
  if (readServerLock(dataDir)?.pid === pid) rmSync(lockFile(dataDir), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The running server's lock, or null when there is none or its process is gone. */
export function readServerLock(dataDir: string): ServerLock | null {
  try {
    const lock = JSON.parse(readFileSync(lockFile(dataDir), "utf8")) as Partial<ServerLock>;
    if (typeof lock.pid !== "number" || typeof lock.port !== "number") return null;
    return alive(lock.pid) ? { pid: lock.pid, port: lock.port } : null;
  } catch {
    return null;
  }
}
