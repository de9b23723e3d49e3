/**
 * The same HTTP tests (api-contract.ts) against the Node server and against the Edge
 * Functions under Deno (`npm run edge:serve`), each on a fresh database of the vitest
 * PostgreSQL (decision 046). Deno's npm cache is warmed by `npm run edge:cache` first
 * (scripts/test.sh); a cold cache makes the first start download from registry.npmjs.org.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app.ts";
import type { Database } from "../../server/db/database.ts";
import { loadConfig } from "../../server/env.ts";
import { listen } from "../../server/index.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { writeMinimalBuild } from "../../tests/support/minimal-build.ts";
import { startWebhookReceiver } from "../../tests/support/notify-receivers.ts";
import { postgresEngine, type TestEngine } from "../../tests/support/test-engines.ts";
import { type ApiTarget, apiContract } from "./api-contract.ts";
import { projectRoot } from "./deno.ts";

const siteOrigin = "http://127.0.0.1:3000";
const adminToken = "contract-admin-token-0123456789";
/** Generous limits: the suite's own requests must not hit them. */
const env = {
  SITE_ORIGIN: siteOrigin,
  CHAT_RATE_LIMIT_PER_MINUTE: "1000",
  CONVERSATIONS_PER_IP_PER_DAY: "100000",
  ADMIN_TOKEN: adminToken,
  CONTACT_RATE_LIMIT_PER_HOUR: "1000",
};
type Prepared = Awaited<ReturnType<TestEngine["prepare"]>>;

describe.skipIf(!postgresEngine.available)("the site functions on the Node server", () => {
  let target: ApiTarget;
  let prepared: Prepared;
  let database: Database;
  let root: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    prepared = await postgresEngine.prepare("contract_node");
    database = await prepared.open();
    root = mkdtempSync(path.join(tmpdir(), "relaywave-contract-"));
    const config = loadConfig({
      ...env,
      DATA_DIR: prepared.dataDir,
      PORT: "0",
      DATABASE_URL: prepared.url ?? "",
    });
    const app = createApp({
      config,
      clientDir: writeMinimalBuild(path.join(root, "client")),
      database: async () => database,
    });
    const server = listen(app.fetch, config);
    await new Promise<void>((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    target = {
      baseUrl: `http://127.0.0.1:${port}/functions/v1`,
      databaseUrl: prepared.url ?? "",
      siteOrigin,
      adminToken,
    };
  }, 60_000);
  afterAll(async () => {
    await close?.();
    await database?.close();
    await prepared?.dispose();
    if (root) rmSync(root, { recursive: true, force: true });
  });
  apiContract(() => target);
});

/** Resolves once the functions answer (an unknown function's 404), or rejects with the log. */
async function waitForEdge(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`edge:serve exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${baseUrl}/__ready`)).status === 404) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`edge:serve did not start in time:\n${log()}`);
}

describe.skipIf(!postgresEngine.available)("the site functions on Supabase Edge (Deno, edge:serve)", () => {
  let target: ApiTarget;
  let prepared: Prepared;
  let child: ChildProcess | undefined;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    webhook = await startWebhookReceiver();
    // A fresh database: edge:serve applies the migrations itself.
    prepared = await postgresEngine.prepare("contract_edge");
    const port = await freePort();
    let output = "";
    child = spawn(path.join(projectRoot, "node_modules", ".bin", "tsx"), ["scripts/edge/edge-serve.ts"], {
      cwd: projectRoot,
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: prepared.url ?? "",
        EDGE_PORT: String(port),
        LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhook.port}/leads`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    const baseUrl = `http://127.0.0.1:${port}/functions/v1`;
    await waitForEdge(baseUrl, child, () => output);
    target = { baseUrl, databaseUrl: prepared.url ?? "", siteOrigin, adminToken };
  }, 180_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await prepared?.dispose();
    await webhook?.close();
  });
  apiContract(() => target);

  it("lead-notify delivers the waiting lead notifications once per call, and only then", async () => {
    const lead = {
      name: "Omar Haddad",
      email: "omar@example.com",
      message: "Please call us about SMS to Kuwait for our delivery updates.",
      consent: true,
      website: "",
      idempotencyKey: `notify-${crypto.randomUUID()}`,
    };
    const posted = await fetch(`${target.baseUrl}/contact`, {
      method: "POST",
      body: JSON.stringify(lead),
      headers: { "content-type": "application/json", origin: siteOrigin },
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    const mentions = () => webhook.posts.filter((post) => post.body.includes(id)).length;
    // No process lives on between requests on the edge: nothing is sent until the scheduled call.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mentions()).toBe(0);
    const drain = () => fetch(`${target.baseUrl}/lead-notify`, { method: "POST" });
    const first = await drain();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true });
    expect(mentions()).toBe(1);
    expect((await drain()).status).toBe(200);
    expect(mentions()).toBe(1);
    const wrongMethod = await fetch(`${target.baseUrl}/lead-notify`);
    expect(wrongMethod.status).toBe(405);
  });
});
