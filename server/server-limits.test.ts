/**
 * The real Node server's limits (decision 017), over raw sockets on
 * 127.0.0.1: slow clients are cut off while /healthz stays fast, and the
 * connection cap refuses sockets beyond it while the others are served.
 */

import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeMinimalBuild } from "../tests/support/minimal-build.ts";
import { stubDatabase } from "../tests/support/stub-database.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./env.ts";
import { listen } from "./index.ts";

let root: string;

const idleDatabase = stubDatabase();

async function start(env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: path.join(root, "data"), PORT: "0", ...env });
  const app = createApp({ config, clientDir: path.join(root, "client"), database: async () => idleDatabase });
  const server = listen(app.fetch, config);
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Resolves with what the server sent and when the socket closed, in ms after `since`. */
function closed(socket: Socket, since: number): Promise<{ afterMs: number; received: string }> {
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  return new Promise((resolve) =>
    socket.once("close", () => resolve({ afterMs: performance.now() - since, received })),
  );
}

/** Writes `text` one byte a second until the socket closes. */
function trickle(socket: Socket, text: string): void {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= text.length) return clearInterval(timer);
    socket.write(text[index++] ?? "");
  }, 1000);
  socket.once("close", () => clearInterval(timer));
}

async function healthzMs(port: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: "close" } });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return performance.now() - started;
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-limits-"));
  writeMinimalBuild(path.join(root, "client"));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("the Node server", () => {
  it("disconnects slow-header and slow-body clients within 15 s while /healthz stays fast", {
    timeout: 30_000,
  }, async () => {
    const { port, close } = await start();
    const started = performance.now();
    const slowHeaders = await Promise.all([1, 2, 3, 4].map(() => open(port)));
    const headerEnds = slowHeaders.map((socket) => {
      socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      trickle(socket, `X-Slow: ${"a".repeat(60)}\r\n\r\n`);
      return closed(socket, started);
    });
    const slowBody = await open(port);
    const body = `{"message":"${"a".repeat(60)}"}`;
    slowBody.write(
      `POST /functions/v1/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    trickle(slowBody, body);
    const bodyEnd = closed(slowBody, started);

    const latencies: number[] = [];
    while (performance.now() - started < 8_000) {
      latencies.push(await healthzMs(port));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const ends = await Promise.all(headerEnds);
    const bodyResult = await bodyEnd;
    await close();

    const sorted = [...latencies].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.POSITIVE_INFINITY;
    console.info(
      `limits: slow headers closed after ${ends.map((end) => (end.afterMs / 1000).toFixed(1)).join(", ")} s; ` +
        `slow body after ${(bodyResult.afterMs / 1000).toFixed(1)} s; /healthz median ${median.toFixed(1)} ms over ${latencies.length}`,
    );
    for (const end of ends) expect(end.afterMs).toBeLessThan(15_000);
    expect(bodyResult.afterMs).toBeLessThan(15_000);
    expect(bodyResult.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(median).toBeLessThan(50);
  });

  it("refuses connections beyond MAX_CONNECTIONS while serving the others", async () => {
    const { port, close } = await start({ MAX_CONNECTIONS: "3" });
    const held = await Promise.all([1, 2, 3].map(() => open(port)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = await open(port);
    const refused = await closed(extra, performance.now());
    expect(refused.received).toBe("");
    // A held connection is still served.
    const first = held[0] as Socket;
    const answer = closed(first, performance.now());
    first.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect((await answer).received).toMatch(/^HTTP\/1\.1 200 /);
    // With a slot free again, a new client gets in.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await healthzMs(port)).toBeLessThan(1000);
    for (const socket of held) socket.destroy();
    await close();
  });
});
