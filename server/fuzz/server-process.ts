/**
 * Runs the real server (fuzz-server.ts → index.ts startServer) in a child
 * process on 127.0.0.1 with a port of its own, a temp DATA_DIR (embedded
 * PGlite) and a stand-in build, so a test talks to it only over HTTP.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const entry = fileURLToPath(new URL("./fuzz-server.ts", import.meta.url));
const READY = /ready on http:\/\/127\.0\.0\.1:(\d+)/;

export interface ServerProcess {
  port: number;
  pid: number;
  /** Everything the server printed, for failure messages. */
  output(): string;
  alive(): boolean;
  /** Resident memory in MiB, from /proc (Linux). */
  rssMiB(): number;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** Starts the server with `env` on top of a clean environment (no LLM: the built-in answer engine). */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const root = mkdtempSync(path.join(tmpdir(), "relaywave-fuzz-"));
  // Spawned as node itself (not through npx), so its pid is the server's own for /proc.
  const child = spawn(process.execPath, ["--import", "tsx", entry, path.join(root, "client")], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? root,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: path.join(root, "data"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(root, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start in time:\n${output}`)),
      timeoutMs,
    );
    const check = () => {
      const match = READY.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${code}) before it was ready:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  const pid = child.pid as number;
  return {
    port,
    pid,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    rssMiB() {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
      if (!Number.isFinite(kb)) throw new Error(`No VmRSS in /proc/${pid}/status.`);
      return kb / 1024;
    },
    stop,
  };
}
