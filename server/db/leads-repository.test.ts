/**
 * One suite, two engines (tests/support/test-engines.ts): embedded PGlite in a temp
 * data dir, and the real PostgreSQL server in a database of its own.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Lead } from "../../contracts/admin-api.ts";
import { engines, type TestStore, testDatabaseUrl } from "../../tests/support/test-engines.ts";
import type { Database } from "./database.ts";
import { createDatabase } from "./database.ts";
import { DatabaseError } from "./database-errors.ts";
import type { NewLead } from "./leads-repository.ts";

function newLead(key: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    name: "Amina Rahman",
    email: "amina@example.com",
    company: "Desert Logistics",
    phone: "+97141234567",
    country: "AE",
    service: "whatsapp-services",
    message: "We need WhatsApp notifications for deliveries.",
    consent: true,
    idempotencyKey: key,
    sourcePath: "/contact",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
    ...overrides,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(engines)("leads repository on %s", { timeout: 30_000 }, (kind, engine) => {
  const test = it.skipIf(!engine.available);
  let store: TestStore;
  let db: Database;
  /** PostgreSQL: a raw connection that empties the table between tests. PGlite: none, since a new
   * store per test is slow (seconds) and tests tell their leads apart by idempotency-key prefix. */
  let raw: postgres.Sql | null = null;
  /** A fresh idempotency-key prefix per test, and the stored leads carrying it. */
  let prefix = "";
  const key = (label: string) => `${prefix}${label}`;
  const mine = async (options?: { since?: Date }) =>
    (await db.leads.list(options)).filter((lead) => lead.idempotencyKey.startsWith(prefix));

  beforeAll(async () => {
    if (!engine.available) return;
    store = await engine.prepare("leads_repository");
    db = await store.open();
    if (store.url) raw = postgres(store.url, { max: 1, onnotice: () => {} });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await raw?.end({ timeout: 5 });
    await store?.dispose();
  }, 30_000);

  beforeEach(async () => {
    prefix = `${randomUUID()}:`;
    if (raw) await raw`truncate table leads cascade`; // with their outbox rows
  });

  test("opens a fresh store with the leads table migrated", async () => {
    expect(db.kind).toBe(kind);
    expect(await db.leads.list()).toEqual([]);
  });

  test("opening the same store again is a no-op that keeps the data", async () => {
    const { id } = (await db.leads.insert(newLead(key("kept")))).lead;
    let again: Database;
    if (kind === "pglite") {
      await db.close();
      db = again = await store.open();
    } else {
      again = await store.open();
    }
    try {
      expect((await again.leads.list()).map((lead) => lead.id)).toContain(id);
      expect(await again.leads.insert(newLead(key("after")))).toMatchObject({ outcome: "created" });
    } finally {
      if (again !== db) await again.close();
    }
    expect(await mine()).toHaveLength(2);
  });

  test("insert stores a lead and returns its new id", async () => {
    const result = await db.leads.insert(newLead(key("one")));
    expect(result.outcome).toBe("created");
    expect(result.lead.id).toMatch(UUID);
    expect((await mine()).map((lead) => lead.id)).toEqual([result.lead.id]);
  });

  test("a repeated idempotency key with the same submission returns the first lead and stores nothing", async () => {
    const first = await db.leads.insert(newLead(key("same")));
    // The user agent is not part of the submission.
    const second = await db.leads.insert(newLead(key("same"), { userAgent: "Another browser" }));
    expect(second).toEqual({ outcome: "repeated", lead: first.lead });
    expect(first.lead.bodyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await mine()).toHaveLength(1);
  });

  test("a repeated idempotency key with another submission is a conflict and stores nothing", async () => {
    const first = await db.leads.insert(newLead(key("edited")));
    const second = await db.leads.insert(newLead(key("edited"), { name: "Someone Else" }));
    expect(second).toEqual({ outcome: "conflict", lead: first.lead });
    const stored = await mine();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.name).toBe("Amina Rahman");
  });

  test("concurrent inserts with one key store one row and share its id", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => db.leads.insert(newLead(key("race")))));
    const ids = new Set(results.map((result) => result.lead.id));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.outcome === "created")).toHaveLength(1);
    expect(results.filter((result) => result.outcome === "repeated")).toHaveLength(4);
    expect((await mine()).map((lead) => lead.id)).toEqual([...ids]);
  });

  test("list returns leads in creation order with every field round-tripped", async () => {
    const inputs: NewLead[] = [
      newLead(key("arabic"), { name: "أمينة الرحمن", message: "نحتاج إلى خدمات واتساب للأعمال 🚀" }),
      newLead(key("hindi"), {
        name: "प्रिया शर्मा",
        company: null,
        phone: null,
        country: null,
        service: null,
        sourcePath: null,
        userAgent: null,
        message: "नमस्ते! हमें एसएमएस सेवाएं चाहिए 👋🏽 — धन्यवाद",
        consent: false,
      }),
      newLead(key("long"), {
        company: "",
        message: `${'Long message, with "quotes", commas\nand newlines. '.repeat(40)}`.slice(0, 2000),
      }),
    ];
    expect(inputs[2]?.message).toHaveLength(2000);
    const before = Date.now();
    const ids: string[] = [];
    for (const input of inputs) ids.push((await db.leads.insert(input)).lead.id);
    const stored = await mine();
    expect(stored.map((lead) => lead.id)).toEqual(ids);
    stored.forEach((lead, index) => {
      const expected: Lead = {
        conversationId: null,
        source: "contact-form",
        locale: "en",
        ...(inputs[index] as NewLead),
        id: ids[index] as string,
        createdAt: lead.createdAt,
      };
      expect(lead).toStrictEqual(expected);
      expect(new Date(lead.createdAt).toISOString()).toBe(lead.createdAt);
      expect(Date.parse(lead.createdAt)).toBeGreaterThanOrEqual(before - 5_000);
      expect(Date.parse(lead.createdAt)).toBeLessThanOrEqual(Date.now() + 5_000);
    });
  });

  test("list filters by `since` (inclusive)", async () => {
    const early = (await db.leads.insert(newLead(key("early")))).lead;
    await sleep(30);
    const late = (await db.leads.insert(newLead(key("late")))).lead;
    const all = await mine();
    const lateLead = all.find((lead) => lead.id === late.id);
    expect(lateLead).toBeDefined();
    const since = new Date(lateLead?.createdAt ?? 0);
    expect((await mine({ since })).map((lead) => lead.id)).toEqual([late.id]);
    expect((await mine({ since: new Date(0) })).map((lead) => lead.id)).toEqual([early.id, late.id]);
    expect(await mine({ since: new Date(Date.now() + 60_000) })).toEqual([]);
  });

  /** A stored conversation of two turns. */
  async function conversation(): Promise<string> {
    const started = db.conversations.start(null);
    db.conversations.append(started, "I want a demo", { content: "Happy to help.", sources: [] }, {});
    await db.conversations.flush();
    return started.id;
  }
  const fromAssistant = (label: string, conversationId: string) =>
    newLead(key(label), { conversationId, source: "assistant" });

  test("a conversation belongs to one lead: a later lead naming it is stored without it (decision 055)", async () => {
    const id = await conversation();
    const first = await db.leads.insert(fromAssistant("first", id));
    const second = await db.leads.insert(fromAssistant("second", id));
    expect(first.lead).toMatchObject({ conversationId: id, source: "assistant" });
    expect(second).toMatchObject({ outcome: "created", lead: { conversationId: null, source: "assistant" } });
    // A retry of the first submission is still the same submission, not a conflict.
    expect(await db.leads.insert(fromAssistant("first", id))).toMatchObject({
      outcome: "repeated",
      lead: { id: first.lead.id, conversationId: id },
    });
    // Erasing the later lead leaves the first one's transcript; erasing the first removes it.
    expect(await db.inbox.erase(second.lead.id)).toEqual({ conversationId: null });
    expect((await db.conversations.transcripts([id])).get(id)?.turns).toHaveLength(2);
    expect(await db.inbox.erase(first.lead.id)).toEqual({ conversationId: id });
    expect((await db.conversations.transcripts([id])).get(id)).toBeUndefined();
  });

  test("concurrent leads naming one conversation: all stored, exactly one linked", async () => {
    const id = await conversation();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => db.leads.insert(fromAssistant(`together-${i}`, id))),
    );
    expect(results.every((result) => result.outcome === "created")).toBe(true);
    expect(results.filter((result) => result.lead.conversationId === id)).toHaveLength(1);
    expect((await mine()).filter((lead) => lead.conversationId === id)).toHaveLength(1);
  });

  test("ping resolves while open", async () => {
    await expect(db.ping()).resolves.toBeUndefined();
  });

  // Last: it closes the suite's database (afterAll's second close is a no-op).
  test("close ends the connection, and closing again is harmless", async () => {
    await db.close();
    await expect(db.ping()).rejects.toThrow();
    await expect(db.close()).resolves.toBeUndefined();
  });
});

describe("createDatabase failures", () => {
  it.each([
    ["a refused connection", "postgres://user:secret@127.0.0.1:1/x", "secret"],
    ["an encoded password", "postgres://user:s%40cret%21@localhost:1/relaywave", "s@cret!"],
    ["a password in the query", "postgres://user@127.0.0.1:1/x?password=hunter2secret", "hunter2secret"],
  ])("rejects %s with one sentence and no password", async (_label, url, password) => {
    const error = await createDatabase({ databaseUrl: url, dataDir: os.tmpdir() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Could not connect to the PostgreSQL database at .+\.$/);
    expect(message).not.toContain("\n");
    expect(message).not.toContain(password);
    expect(message).not.toContain(encodeURIComponent(password));
    expect(message).not.toContain("user:");
    expect((error as Error).cause).toBeUndefined();
  });

  it.skipIf(!testDatabaseUrl)("rejects a missing database on a live server by name", async () => {
    const url = new URL(testDatabaseUrl ?? "postgres://localhost");
    url.password = "secret";
    url.pathname = "/no_such_database";
    const error = await createDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() }).catch((e) => e);
    expect(error).toBeInstanceOf(DatabaseError);
    expect((error as Error).message).toMatch(
      /^Could not connect to .*: database "no_such_database" does not exist\.$/,
    );
    expect((error as Error).message).not.toContain("secret");
  });

  it("rejects an unusable data directory with a sentence naming it", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "relaywave-baddir-"));
    try {
      const dataDir = path.join(dir, "not-a-directory");
      await writeFile(dataDir, "a file where the data directory should be");
      const error = await createDatabase({ databaseUrl: null, dataDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseError);
      expect((error as Error).message).toMatch(
        /^The embedded database in .*not-a-directory.* could not be opened: .+\.$/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
