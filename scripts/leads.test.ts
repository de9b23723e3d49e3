import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app.ts";
import { createDatabase } from "../server/db/database.ts";
import type { NewLead } from "../server/db/leads-repository.ts";
import { loadConfig } from "../server/env.ts";
import { removeServerLock, writeServerLock } from "../server/server-lock.ts";
import { writeMinimalBuild } from "../tests/support/minimal-build.ts";
import { exportLeads, parseLeadsArgs } from "./leads.ts";

let root: string;
let dataDir: string;

const sample = (key: string, name: string): NewLead => ({
  name,
  email: "lead@example.com",
  company: null,
  phone: "+97141234567",
  country: "AE",
  service: "sms-services",
  message: "We send OTPs to customers in Dubai and need a new route.",
  consent: true,
  idempotencyKey: key,
  sourcePath: "/contact",
  userAgent: null,
});

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-leads-"));
  dataDir = path.join(root, "data");
  const database = await createDatabase({ databaseUrl: null, dataDir });
  await database.leads.insert(sample("cli-key-1", "Stored While Stopped"));
  await database.close();
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("parseLeadsArgs", () => {
  it("reads the format, date and output file", () => {
    expect(parseLeadsArgs(["--format", "json", "--since", "2026-11-01", "--output", "x.json"])).toEqual({
      format: "json",
      since: "2026-11-01",
      output: "x.json",
    });
    expect(parseLeadsArgs([]).format).toBe("csv");
  });

  it("refuses an unknown format or a malformed date with a sentence", () => {
    expect(() => parseLeadsArgs(["--format", "xml"])).toThrow('--format must be "csv" or "json".');
    expect(() => parseLeadsArgs(["--since", "last week"])).toThrow(
      "--since must be a date such as 2026-11-01.",
    );
  });
});

describe("exportLeads", () => {
  it("opens the embedded database itself when no server is running", { timeout: 60_000 }, async () => {
    const text = await exportLeads(
      { DATA_DIR: dataDir },
      { format: "json", since: undefined, output: undefined },
    );
    const leads = JSON.parse(text) as { name: string; idempotencyKey: string; createdAt: string }[];
    expect(leads.map((lead) => lead.name)).toContain("Stored While Stopped");
    expect(Object.keys(leads[0] ?? {})).toContain("createdAt");
  });

  it("asks the running server, with ADMIN_TOKEN, while it holds the database", {
    timeout: 60_000,
  }, async () => {
    const clientDir = path.join(root, "client");
    writeMinimalBuild(clientDir);
    const database = await createDatabase({ databaseUrl: null, dataDir });
    await database.leads.insert(sample("cli-key-2", "Stored While Running"));
    const token = "operator-token-for-the-cli-test";
    const app = createApp({
      config: loadConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: token }),
      clientDir,
      database: async () => database,
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    writeServerLock(dataDir, { pid: process.pid, port: (server.address() as AddressInfo).port });
    try {
      const csv = await exportLeads(
        { DATA_DIR: dataDir, ADMIN_TOKEN: token },
        { format: "csv", since: undefined, output: undefined },
      );
      expect(csv.split("\r\n")[0]).toMatch(/^"id","createdAt","name","email"/);
      expect(csv).toContain("Stored While Running");
      expect(csv).toContain("Stored While Stopped");
      await expect(
        exportLeads({ DATA_DIR: dataDir }, { format: "json", since: undefined, output: undefined }),
      ).rejects.toThrow(/is running and holds the embedded database: set ADMIN_TOKEN/);
    } finally {
      removeServerLock(dataDir, process.pid);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    }
  });
});
