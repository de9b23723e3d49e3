/**
 * The conversation store over both engines: in-memory PGlite and the test
 * PostgreSQL server (a database of its own), with a fake clock for retention.
 */
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type ConversationStore, createConversationStore, HISTORY_TURNS } from "./conversation-store.ts";
import { createConversationsRepository } from "./conversations-repository.ts";
import { createLeadsRepository } from "./leads-repository.ts";
import type { Db } from "./rows.ts";

const testDatabaseUrl = inject("testDatabaseUrl") ?? process.env.TEST_DATABASE_URL ?? null;
const postgresRequired = Boolean(process.env.CI || process.env.REQUIRE_POSTGRES);
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
const quiet = { onnotice: () => {} };
const DAY = 86_400_000;

interface Engine {
  available: boolean;
  open(): Promise<{ db: Db; close(): Promise<void> }>;
}

const pglite: Engine = {
  available: true,
  async open() {
    const client = await PGlite.create();
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => client.close() };
  },
};

const postgresServer: Engine = {
  available: testDatabaseUrl !== null || postgresRequired,
  async open() {
    if (!testDatabaseUrl)
      throw new Error("No test PostgreSQL server although CI or REQUIRE_POSTGRES is set.");
    const name = `conversations_${process.pid}_${Date.now()}`;
    const admin = postgres(testDatabaseUrl, { max: 1, ...quiet });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const client = postgres(url.toString(), { max: 4, ...quiet });
    const db = drizzlePostgres({ client });
    await migratePostgres(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      close: async () => {
        await client.end({ timeout: 5 });
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end({ timeout: 5 });
      },
    };
  },
};

const answer = (content: string) => ({
  content,
  sources: [{ title: "SMS", path: "/services/sms-services" }],
  suggestions: ["SMS to Kuwait", "SMS to Qatar"],
});

describe.each([
  ["pglite", pglite],
  ["postgres", postgresServer],
] as const)("conversation store on %s", { timeout: 30_000 }, (kind, engine) => {
  const test = it.skipIf(!engine.available);
  let opened: Awaited<ReturnType<Engine["open"]>>;
  let clock = Date.parse("2026-11-22T10:00:00.000Z");
  const storeWith = (options: { cacheSize?: number; shared?: boolean } = {}): ConversationStore =>
    // As createDatabase does: foreign-key checks skipped in PGlite's batches (decision 032).
    createConversationStore(createConversationsRepository(opened.db, { trustedWrites: kind === "pglite" }), {
      retentionDays: 90,
      now: () => clock,
      ...options,
    });

  beforeAll(async () => {
    if (engine.available) opened = await engine.open();
  }, 60_000);
  afterAll(() => opened?.close());

  test("shared by two instances: a cached conversation another instance continued is read again", async () => {
    const [one, two] = [storeWith({ shared: true }), storeWith({ shared: true })];
    const conversation = one.start("/");
    one.append(conversation, "Hello", answer("Hi there"), { step: 1 });
    await one.flush();
    const onTwo = await two.find(conversation.id);
    expect(onTwo?.seq).toBe(2);
    two.append(onTwo as NonNullable<typeof onTwo>, "SMS to Qatar?", answer("QAR 0.20"), { step: 2 });
    await two.flush();
    // The first instance still caches seq 2: it must not answer from it.
    const again = await one.find(conversation.id);
    expect(again).toMatchObject({ seq: 4, state: { step: 2 } });
    expect(again?.history.map((turn) => turn.content)).toEqual([
      "Hello",
      "Hi there",
      "SMS to Qatar?",
      "QAR 0.20",
    ]);
    // Unchanged since: the cached object itself is used.
    expect(await one.find(conversation.id)).toBe(again);
  });

  test("stores both turns and the state, and reads them back through a cold cache", async () => {
    const store = storeWith();
    const conversation = store.start("/services/sms-services");
    expect(conversation.id).toMatch(/^[0-9a-f-]{36}$/);
    const turnId = await store.append(conversation, "How much is an SMS to Qatar?", answer("QAR 0.20"), {
      market: "QA",
    });
    store.append(conversation, "and to Kuwait?", answer("KWD 0.01"), { market: "KW" });
    await store.flush();

    const cold = storeWith();
    const found = await cold.find(conversation.id);
    expect(found).toMatchObject({ id: conversation.id, state: { market: "KW" }, seq: 4 });
    expect(found?.sourcePath).toBe("/services/sms-services");
    expect(found?.history.map((turn) => turn.content)).toEqual([
      "How much is an SMS to Qatar?",
      "QAR 0.20",
      "and to Kuwait?",
      "KWD 0.01",
    ]);
    const transcript = (await cold.transcripts([conversation.id])).get(conversation.id)?.turns;
    expect(transcript?.map(({ role, content }) => [role, content])).toEqual([
      ["user", "How much is an SMS to Qatar?"],
      ["assistant", "QAR 0.20"],
      ["user", "and to Kuwait?"],
      ["assistant", "KWD 0.01"],
    ]);
    expect(transcript?.[0]?.at).toBe(new Date(clock).toISOString());
    expect(await cold.rate(conversation.id, turnId, true)).toBe("stored");
  });

  test("keeps only the last turns as history, in the cache and when read back", async () => {
    const store = storeWith({ cacheSize: 1 });
    const conversation = store.start(null);
    for (let i = 1; i <= 6; i++) store.append(conversation, `question ${i}`, answer(`answer ${i}`), { n: i });
    expect(conversation.history).toHaveLength(HISTORY_TURNS);
    expect(conversation.history[0]?.content).toBe("question 3");
    // Evicted from a one-entry cache with its turns still buffered: find() must flush first.
    store.start(null);
    store.append(store.start(null), "other", answer("other"), {});
    const found = await store.find(conversation.id);
    expect(found?.seq).toBe(12);
    expect(found?.history.map((turn) => turn.content)).toEqual(
      conversation.history.map((turn) => turn.content),
    );
  });

  test("unknown ids are not found, and strings that cannot be stored are made storable", async () => {
    const store = storeWith();
    expect(await store.find("00000000-0000-4000-8000-000000000000")).toBeNull();
    const conversation = store.start(null);
    store.append(conversation, "nul \u0000 and lone \ud800 surrogate", answer("ok \ud83d"), {
      name: "\u0000x",
    });
    await store.flush();
    const transcript = (await store.transcripts([conversation.id])).get(conversation.id)?.turns;
    expect(transcript?.[0]?.content).toBe("nul  and lone \ufffd surrogate");
    expect((await store.about(conversation.id))?.state).toEqual({ name: "x" });
  });

  test("says what a stored conversation is about: its latest state and the pages its answers linked, newest first", async () => {
    const store = storeWith();
    expect(await store.about("00000000-0000-4000-8000-000000000000")).toBeNull();
    const conversation = store.start("/");
    const linking = (...paths: string[]) => ({
      content: "See these.",
      sources: paths.map((path) => ({ title: path, path })),
    });
    store.append(
      conversation,
      "WhatsApp in Qatar?",
      linking("/services/whatsapp-services", "/services/sms-services/qatar"),
      {
        service: "/services/whatsapp-services",
      },
    );
    store.append(conversation, "Can someone call me?", linking("/contact"), { topic: "contact" });
    // Not flushed yet: about() flushes first, so a lead sent a moment after the answer finds it.
    expect(await store.about(conversation.id)).toEqual({
      state: { topic: "contact" },
      linkedPaths: ["/contact", "/services/whatsapp-services", "/services/sms-services/qatar"],
    });
  });

  test("feedback is stored once, for assistant turns of that conversation only", async () => {
    const store = storeWith();
    const conversation = store.start(null);
    const turnId = await store.append(conversation, "Do you offer OTP SMS?", answer("Yes."), {});
    const other = store.start(null);
    store.append(other, "Hello there", answer("Hi."), {});
    expect(await store.rate(other.id, turnId, true)).toBe("not-found");
    expect(await store.rate(conversation.id, turnId, false)).toBe("stored");
    expect(await store.rate(conversation.id, turnId, true)).toBe("repeated");
    const userTurn = (await store.transcripts([conversation.id])).get(conversation.id)?.turns;
    expect(userTurn).toHaveLength(2);
    expect(await store.rate(conversation.id, "00000000-0000-4000-8000-000000000000", true)).toBe("not-found");
  });

  test("retention also counts from a conversation's start: an active one started too long ago goes (decision 056)", async () => {
    const store = storeWith();
    const busy = store.start(null);
    // A message every week for 13 weeks: never idle, started 91 days ago.
    for (let week = 0; week <= 13; week++) {
      store.append(busy, `question in week ${week}`, answer("an answer"), {});
      clock += 7 * DAY;
    }
    clock -= 6 * DAY; // The last message a day ago.
    await store.flush();
    expect(await store.find(busy.id)).toBeNull();
    expect(await storeWith().find(busy.id)).toBeNull();
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    expect((await store.transcripts([busy.id])).size).toBe(0);
  });

  test("retention deletes conversations inactive for longer, unlinks their leads and keeps the rest", async () => {
    const store = storeWith();
    const old = store.start(null);
    const oldTurn = await store.append(old, "An old question", answer("An old answer"), {});
    clock += 60 * DAY;
    const recent = store.start(null);
    store.append(recent, "A recent question", answer("A recent answer"), {});
    const leads = createLeadsRepository(opened.db);
    await store.flush();
    const { lead } = await leads.insert({
      name: "Ana",
      email: "ana@acme.io",
      company: null,
      phone: null,
      country: null,
      service: null,
      message: "Please call me about SMS.",
      consent: true,
      idempotencyKey: `retention-${clock}`,
      sourcePath: "/",
      userAgent: null,
      conversationId: old.id,
      source: "assistant",
    });
    clock += 31 * DAY; // old: 91 days idle; recent: 31.
    expect(await store.find(old.id)).toBeNull();
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    expect(await store.rate(old.id, oldTurn, true)).toBe("not-found");
    expect(await storeWith().find(old.id)).toBeNull();
    expect((await store.transcripts([old.id])).size).toBe(0);
    expect(await storeWith().find(recent.id)).toMatchObject({ seq: 2 });
    const kept = (await leads.list()).find((row) => row.id === lead.id);
    expect(kept).toMatchObject({ conversationId: null, source: "assistant" });
  });
});
