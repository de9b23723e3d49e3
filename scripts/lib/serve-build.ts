/**
 * The production server on the current build, started on 127.0.0.1 for the
 * audit and the browser benchmarks, with its own empty data directory.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

export interface ServedBuild {
  baseUrl: string;
  stop: () => void;
}

export async function serveBuild(port: number, dataDir: string): Promise<ServedBuild> {
  const baseUrl = `http://127.0.0.1:${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server: ChildProcess = spawn(path.resolve("node_modules/.bin/tsx"), ["server/index.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}.`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The server did not answer on ${baseUrl} within 60 s.`);
}
