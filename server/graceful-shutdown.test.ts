/**
 * SIGTERM on the real server process (tests/support/serve-minimal-build.ts): a request
 * in flight is still answered (its connection then closed), new connections are
 * refused, and the process exits 0 (decision 049).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "relaywave-drain-"));
let child: ChildProcess | null = null;

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<{ server: ChildProcess; port: number }> {
  const server = spawn(process.execPath, ["--import", "tsx", "tests/support/serve-minimal-build.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child = server;
  let output = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (ready?.[1]) resolve({ server, port: Number(ready[1]) });
    };
    server.stdout?.on("data", read);
    server.stderr?.on("data", read);
    server.once("exit", () => reject(new Error(`The server exited at start:\n${output}`)));
  });
}

/** Resolves with the raw response once the server closes the connection. */
function collect(socket: net.Socket): Promise<string> {
  let raw = "";
  socket.on("data", (chunk) => {
    raw += chunk.toString();
  });
  return new Promise((resolve) => socket.once("close", () => resolve(raw)));
}

describe("SIGTERM", { timeout: 90_000 }, () => {
  it("finishes the request in flight, refuses new connections and exits 0", async () => {
    const { server, port } = await start();
    const exit = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    const body = JSON.stringify({ message: "Do you offer OTP SMS?" });
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const answered = collect(socket);
    // Headers and half the body now: the request is in flight when the signal comes.
    socket.write(
      `POST /functions/v1/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => false,
      () => true,
    );
    socket.write(body.slice(10));
    const raw = await answered;
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw.toLowerCase()).toContain("connection: close");
    expect(refused).toBe(true);
    expect(await exit).toBe(0);
  });
});
