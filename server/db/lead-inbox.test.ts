/**
 * The console's inbox on both engines: embedded PGlite and the test PostgreSQL
 * server (a database of its own), as in leads-repository.test.ts.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "./database.ts";
import { createDatabase } from "./database.ts";
import type { NewLead } from "./leads-repository.ts";

const testDatabaseUrl = inject("testDatabaseUrl") ?? process.env.TEST_DATABASE_URL ?? null;
const postgresRequired = Boolean(process.env.CI || process.env.REQUIRE_POSTGRES);
const quiet = { onnotice: () => {} };

interface Engine {
  available: boolean;
  open(): Promise<{ db: Database; dispose(): Promise<void> }>;
}

const engines: [string, Engine][] = [
  [
    "pglite",
    {
      available: true,
      async open() {
        const dataDir = await mkdtemp(path.join(os.tmpdir(), "relaywave-inbox-"));
        const db = await createDatabase({ databaseUrl: null, dataDir });
        return { db, dispose: () => rm(dataDir, { recursive: true, force: true }) };
      },
    },
  ],
  [
    "postgres",
    {
      available: testDatabaseUrl !== null || postgresRequired,
      async open() {
        if (!testDatabaseUrl)
          throw new Error("No test PostgreSQL server although CI or REQUIRE_POSTGRES is set.");
        const name = `lead_inbox_${process.pid}_${Date.now()}`;
        const admin = postgres(testDatabaseUrl, { max: 1, ...quiet });
        await admin.unsafe(`create database ${name}`);
        const url = new URL(testDatabaseUrl);
        url.pathname = `/${name}`;
        const db = await createDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
        return {
          db,
          async dispose() {
            await admin.unsafe(`drop database if exists ${name} with (force)`);
            await admin.end({ timeout: 5 });
          },
        };
      },
    },
  ],
];

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    name: "Amina Rahman",
    email: "amina@example.com",
    company: "Desert Logistics",
    phone: null,
    country: "AE",
    service: "whatsapp-services",
    message: "We need WhatsApp notifications for deliveries.",
    consent: true,
    idempotencyKey: randomUUID(),
    sourcePath: "/contact",
    userAgent: null,
    ...overrides,
  };
}

describe.each(engines)("lead inbox on %s", { timeout: 60_000 }, (_kind, engine) => {
  const test = it.skipIf(!engine.available);
  let db: Database;
  let dispose: () => Promise<void>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    if (!engine.available) return;
    ({ db, dispose } = await engine.open());
    const rows: [string, Partial<NewLead>][] = [
      [
        "first",
        { name: "Omar Haddad", email: "omar@gulf.example", company: "Gulf 50% Traders", country: "KW" },
      ],
      [
        "second",
        {
          name: "Priya Nair",
          email: "priya@example.in",
          company: null,
          country: "IN",
          service: "rcs-services",
        },
      ],
      ["third", { name: "Amina Rahman", email: "amina@desert.example", company: "Desert Logistics" }],
    ];
    // One after another: the inbox lists the newest first.
    for (const [label, overrides] of rows) ids[label] = (await db.leads.insert(newLead(overrides))).lead.id;
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await dispose?.();
  });

  test("lists the newest first, every lead new until changed", async () => {
    const page = await db.inbox.search({});
    expect(page.leads.map((lead) => lead.id)).toEqual([ids.third, ids.second, ids.first]);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(page.leads.every((lead) => lead.status === "new")).toBe(true);
  });

  test("filters by service and market, and searches name, e-mail and company ignoring case", async () => {
    const names = async (filter: Parameters<Database["inbox"]["search"]>[0]) =>
      (await db.inbox.search(filter)).leads.map((lead) => lead.name);
    expect(await names({ service: "rcs-services" })).toEqual(["Priya Nair"]);
    expect(await names({ market: "KW" })).toEqual(["Omar Haddad"]);
    expect(await names({ search: "DESERT" })).toEqual(["Amina Rahman"]);
    expect(await names({ search: "priya@" })).toEqual(["Priya Nair"]);
    // LIKE's wildcards are searched for as written.
    expect(await names({ search: "50%" })).toEqual(["Omar Haddad"]);
    expect(await names({ search: "_" })).toEqual([]);
    expect(await names({ search: "amina", market: "KW" })).toEqual([]);
    expect((await db.inbox.search({ page: 2 })).leads).toEqual([]);
  });

  test("records a status change and a note with who and when, and filters by status", async () => {
    const id = ids.first as string;
    const changed = await db.inbox.update(
      id,
      { status: "contacted", note: "Called, wants a demo." },
      "ops@example.com",
    );
    expect(changed?.lead.status).toBe("contacted");
    // The same status again records nothing new; a note alone is recorded.
    await db.inbox.update(id, { status: "contacted" }, "api-token");
    const detail = await db.inbox.get(id);
    expect(detail?.events).toEqual([
      {
        actor: "ops@example.com",
        kind: "status",
        old: "new",
        new: "contacted",
        note: null,
        at: expect.any(String),
      },
      {
        actor: "ops@example.com",
        kind: "note",
        old: null,
        new: null,
        note: "Called, wants a demo.",
        at: expect.any(String),
      },
    ]);
    expect((await db.inbox.search({ status: "contacted" })).leads.map((lead) => lead.id)).toEqual([id]);
    expect((await db.inbox.search({ status: "new" })).total).toBe(2);
    // The tabs' counts: every status under the other filters, whichever status is shown.
    const counts = { all: 3, new: 2, contacted: 1, qualified: 0, won: 0, lost: 0 };
    expect((await db.inbox.search({ status: "new" })).counts).toEqual(counts);
    expect((await db.inbox.search({})).counts).toEqual(counts);
    expect((await db.inbox.search({ market: "KW", status: "won" })).counts).toEqual({
      ...counts,
      all: 1,
      new: 0,
    });
    expect(await db.inbox.update(randomUUID(), { status: "won" }, "x")).toBeNull();
    expect(await db.inbox.get("not-a-uuid")).toBeNull();
  });

  test("lists a one-line preview of each message, not the message, user agent or key", async () => {
    const long = `Line one\n\n  line two\t${"x".repeat(400)}`;
    const { lead } = await db.leads.insert(
      newLead({ name: "Preview Check", message: long, userAgent: "UA" }),
    );
    const [listed] = (await db.inbox.search({ search: "Preview Check" })).leads;
    expect(listed?.id).toBe(lead.id);
    expect(listed?.preview).toBe(`Line one line two ${"x".repeat(240 - 21)}`);
    expect(listed).not.toHaveProperty("message");
    expect(listed).not.toHaveProperty("userAgent");
    expect(listed).not.toHaveProperty("idempotencyKey");
    expect((await db.inbox.get(lead.id))?.lead.message).toBe(long);
    await db.inbox.erase(lead.id);
  });

  test("erases a lead with its history and its conversation", async () => {
    const conversation = db.conversations.start("/contact");
    db.conversations.append(conversation, "Hello, I want a demo", { content: "Sure.", sources: [] }, {});
    await db.conversations.flush();
    const { lead } = await db.leads.insert(
      newLead({ conversationId: conversation.id, source: "assistant", name: "Erase Me" }),
    );
    await db.inbox.update(lead.id, { status: "lost", note: "Asked to be forgotten." }, "ops@example.com");
    expect(await db.inbox.erase(lead.id)).toEqual({ conversationId: conversation.id });
    expect(await db.inbox.get(lead.id)).toBeNull();
    expect((await db.inbox.search({ search: "Erase Me" })).total).toBe(0);
    expect(await db.conversations.about(conversation.id)).toBeNull();
    expect((await db.conversations.transcripts([conversation.id])).size).toBe(0);
    expect(await db.inbox.erase(lead.id)).toBeNull();
  });
});
