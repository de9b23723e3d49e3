/**
 * One `npm start` instance for the cluster scripts, in its own process group: SIGKILL
 * goes to the whole group (npm, tsx and the server: it cannot be relayed), SIGTERM to the
 * server process alone, as an orchestrator's would (npm and tsx then exit with its code;
 * signalled themselves, they report the signal instead). Its output goes to a log file.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { waitFor } from "./wait.ts";

export interface Instance {
  port: number;
  /** Starts (or restarts) `npm start`; resolves when /readyz answers 200. */
  start(): Promise<void>;
  /** Signals the process group; resolves with the exit code (null after a signal kill). */
  stop(signal: NodeJS.Signals): Promise<number | null>;
  log(): string;
}

export function instance(dir: string, port: number, env: Record<string, string>): Instance {
  mkdirSync(dir, { recursive: true });
  const logFile = path.join(dir, "server.log");
  let child: ChildProcess | null = null;
  let exited: Promise<number | null> = Promise.resolve(null);
  const log = () => readFileSync(logFile, "utf8").slice(-3000);
  return {
    port,
    log,
    async start() {
      const out = openSync(logFile, "a");
      const started = spawn("npm", ["start", "--silent"], {
        detached: true,
        stdio: ["ignore", out, out],
        env: {
          ...process.env,
          ...env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: path.join(dir, "data"),
        },
      });
      child = started;
      exited = new Promise((resolve) => started.once("exit", (code) => resolve(code)));
      await waitFor(
        `the instance on port ${port} to be ready`,
        async () => {
          if (started.exitCode !== null || started.signalCode !== null)
            throw new Error(`The instance on port ${port} exited at start:\n${log()}`);
          const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
          return response?.status === 200;
        },
        60_000,
      );
    },
    async stop(signal) {
      const running = child;
      if (running?.pid && running.exitCode === null && running.signalCode === null) {
        try {
          process.kill(signal === "SIGKILL" ? -running.pid : deepestChild(running.pid), signal);
        } catch {
          // Already gone.
        }
      }
      return exited;
    },
  };
}

/** The last descendant of `pid` (npm → sh → tsx → node: the server), from Linux's /proc. */
function deepestChild(pid: number): number {
  const file = `/proc/${pid}/task/${pid}/children`;
  const children = existsSync(file) ? readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean) : [];
  const last = children.at(-1);
  return last ? deepestChild(Number(last)) : pid;
}
