/**
 * Insights and transcripts on both engines (embedded PGlite and the test PostgreSQL
 * server), seeded the way visitors make them: through the real chat function and
 * answer engine, "Not helpful" through chat-feedback, and a lead from a conversation.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { smsRates } from "../../app/content/sms-rates.ts";
import { createAnswerEngine } from "../brain/choose-engine.ts";
import { chatFunction } from "../functions/chat/chat-function.ts";
import { chatFeedbackFunction } from "../functions/chat-feedback/chat-feedback-function.ts";
import type { Database } from "./database.ts";
import { createDatabase } from "./database.ts";

const testDatabaseUrl = inject("testDatabaseUrl") ?? process.env.TEST_DATABASE_URL ?? null;
const postgresRequired = Boolean(process.env.CI || process.env.REQUIRE_POSTGRES);
const quiet = { onnotice: () => {} };
const answer = createAnswerEngine({ llm: null, rates: () => smsRates });
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

interface Engine {
  available: boolean;
  open(dataDir: string): Promise<{ database: Database; close(): Promise<void> }>;
}

const pglite: Engine = {
  available: true,
  async open(dataDir) {
    const database = await createDatabase({ databaseUrl: null, dataDir });
    return { database, close: () => database.close() };
  },
};

const postgresServer: Engine = {
  available: testDatabaseUrl !== null || postgresRequired,
  async open(dataDir) {
    if (!testDatabaseUrl)
      throw new Error("No test PostgreSQL server although CI or REQUIRE_POSTGRES is set.");
    const name = `insights_${process.pid}_${Date.now()}`;
    const admin = postgres(testDatabaseUrl, { max: 1, ...quiet });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const database = await createDatabase({ databaseUrl: url.toString(), dataDir });
    return {
      database,
      close: async () => {
        await database.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end({ timeout: 5 });
      },
    };
  },
};

describe.each([
  ["pglite", pglite],
  ["postgres", postgresServer],
] as const)("insights on %s", { timeout: 60_000 }, (_kind, engine) => {
  const test = it.skipIf(!engine.available);
  let root: string;
  let opened: Awaited<ReturnType<Engine["open"]>>;
  const app = new Hono();
  const ids = { prices: "", pizza: "", whatsapp: "", kuwaitTurn: "", rcsTurn: "", leadId: "" };

  const post = async (target: string, body: unknown) =>
    app.request(target, {
      method: "POST",
      body: JSON.stringify(body),
      headers: {
        "content-type": "application/json",
        referer: "https://relaywave.example/services/sms-services",
      },
    });
  const chat = async (message: string, conversationId?: string) =>
    (await (await post("/chat", { message, conversationId })).json()) as {
      conversationId: string;
      turnId: string;
    };

  beforeAll(async () => {
    if (!engine.available) return;
    root = await mkdtemp(path.join(tmpdir(), "relaywave-insights-"));
    opened = await engine.open(root);
    const database = async () => opened.database;
    app.route("/chat", chatFunction({ answer, database, siteOrigin: "https://relaywave.example" }));
    app.route("/chat-feedback", chatFeedbackFunction(database));

    const qatar = await chat("How much is an SMS to Qatar?");
    ids.prices = qatar.conversationId;
    const kuwait = await chat("and Kuwait?", ids.prices);
    ids.kuwaitTurn = kuwait.turnId;
    const rating = await post("/chat-feedback", {
      conversationId: ids.prices,
      turnId: kuwait.turnId,
      helpful: false,
    });
    expect(rating.status).toBe(204);
    ids.pizza = (await chat("Do you sell pizza?")).conversationId;
    const rcs = await chat("Tell me about RCS", ids.pizza);
    ids.rcsTurn = rcs.turnId;
    await post("/chat-feedback", { conversationId: ids.pizza, turnId: rcs.turnId, helpful: true });
    // Later than the others, so newest-first order is checkable.
    await new Promise((resolve) => setTimeout(resolve, 20));
    ids.whatsapp = (await chat("What is the price of WhatsApp in Saudi Arabia?")).conversationId;
    await opened.database.conversations.flush();
    const { lead } = await opened.database.leads.insert({
      name: "Ana Silva",
      email: "ana@acme.io",
      company: null,
      phone: null,
      country: null,
      service: null,
      message: "Prices for Kuwait",
      consent: true,
      idempotencyKey: `insights-${Date.now()}`,
      sourcePath: "/services/sms-services",
      userAgent: null,
      conversationId: ids.prices,
      source: "assistant",
    });
    ids.leadId = lead.id;
  }, 60_000);

  afterAll(async () => {
    await opened?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  test("counts conversations per day, zero-filled, and the conversion to leads", async () => {
    const insights = await opened.database.insights.insights({ from: daysAgo(2), to: today });
    expect(insights.conversationsPerDay).toEqual([
      { date: daysAgo(2), conversations: 0 },
      { date: daysAgo(1), conversations: 0 },
      { date: today, conversations: 3 },
    ]);
    expect(insights.conversion).toEqual({ conversations: 3, withLead: 1, rate: 1 / 3 });
  });

  test("attributes services and markets from the state and the linked pages, with their names", async () => {
    const { services, markets } = await opened.database.insights.insights({ from: today, to: today });
    expect(services).toEqual([
      { slug: "rcs-services", name: expect.stringMatching(/RCS/), conversations: 1 },
      { slug: "sms-services", name: expect.stringMatching(/SMS/), conversations: 1 },
      { slug: "whatsapp-services", name: expect.stringMatching(/WhatsApp/), conversations: 1 },
    ]);
    expect(markets.map((market) => [market.slug, market.name, market.conversations])).toEqual([
      ["kuwait", "Kuwait", 1],
      ["qatar", "Qatar", 1],
      ["saudi-arabia", "Saudi Arabia", 1],
    ]);
  });

  test("lists the questions it could not answer, newest first, with the visitor's question", async () => {
    const { unanswered } = await opened.database.insights.insights({ from: today, to: today });
    expect(unanswered.byReason).toEqual({ "out-of-scope": 1, "not-found": 1, handoff: 0 });
    expect(unanswered.total).toBe(2);
    expect(unanswered.items).toEqual([
      expect.objectContaining({
        conversationId: ids.whatsapp,
        reason: "not-found",
        question: "What is the price of WhatsApp in Saudi Arabia?",
      }),
      expect.objectContaining({
        conversationId: ids.pizza,
        reason: "out-of-scope",
        question: "Do you sell pizza?",
      }),
    ]);
    expect(unanswered.items[1]?.answer).toMatch(/Relaywave/);
    expect(Date.parse(unanswered.items[0]?.at ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  test("lists the answers marked Not helpful with their question, and not the helpful one", async () => {
    const { notHelpful } = await opened.database.insights.insights({ from: today, to: today });
    expect(notHelpful.total).toBe(1);
    expect(notHelpful.items).toEqual([
      {
        turnId: ids.kuwaitTurn,
        conversationId: ids.prices,
        question: "and Kuwait?",
        answer: expect.stringMatching(/Kuwait/),
        at: expect.any(String),
        ratedAt: expect.any(String),
        language: "en",
      },
    ]);
  });

  test("gives the unanswered and Not helpful turns with their conversation's state and linked pages (decision 082)", async () => {
    const turns = await opened.database.insights.topicTurns({ from: today, to: today });
    expect(turns.unanswered.map((row) => [row.conversationId, row.question])).toEqual([
      [ids.whatsapp, "What is the price of WhatsApp in Saudi Arabia?"],
      [ids.pizza, "Do you sell pizza?"],
    ]);
    const [notHelpful] = turns.notHelpful;
    expect(turns.notHelpful).toHaveLength(1);
    expect(notHelpful).toMatchObject({
      turnId: ids.kuwaitTurn,
      conversationId: ids.prices,
      question: "and Kuwait?",
    });
    // Its own answer's pages first: the Kuwait page, before the Qatar one an earlier answer linked.
    const paths = notHelpful?.linkedPaths ?? [];
    expect(paths.indexOf("/services/sms-services/kuwait")).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf("/services/sms-services/kuwait")).toBeLessThan(
      paths.indexOf("/services/sms-services/qatar"),
    );
    expect(notHelpful?.state).toMatchObject({ market: "/services/sms-services/kuwait" });
    expect(await opened.database.insights.topicTurns({ from: "2020-01-01", to: "2020-01-03" })).toEqual({
      unanswered: [],
      notHelpful: [],
    });
  });

  test("keeps only the asked language's conversations, and counts unanswered questions per language (issue 24)", async () => {
    const range = { from: today, to: today };
    const { insights } = opened.database;
    const english = await insights.insights(range, await insights.languages(range, "en"));
    expect(english.language).toBe("en");
    expect(english.conversion.conversations).toBe(3);
    expect(english.unanswered.items.map((item) => item.language)).toEqual(["en", "en"]);
    expect(english.notHelpful.total).toBe(1);
    const arabic = await insights.languages(range, "ar");
    expect(arabic.unansweredByLanguage).toEqual({ en: 2, ar: 0, hi: 0 });
    const none = await insights.insights(range, arabic);
    expect(none.conversion.conversations).toBe(0);
    expect(none.conversationsPerDay).toEqual([{ date: today, conversations: 0 }]);
    expect(none.services).toEqual([]);
    expect(none.unanswered).toMatchObject({ total: 0, items: [], byLanguage: { en: 2, ar: 0, hi: 0 } });
    expect(none.notHelpful).toEqual({ total: 0, items: [] });
    expect(await insights.topicTurns(range, arabic)).toEqual({ unanswered: [], notHelpful: [] });
  });

  test("gives nothing for a range without conversations", async () => {
    const insights = await opened.database.insights.insights({ from: "2020-01-01", to: "2020-01-03" });
    expect(insights.conversationsPerDay.map((day) => day.conversations)).toEqual([0, 0, 0]);
    expect(insights.conversion).toEqual({ conversations: 0, withLead: 0, rate: null });
    expect(insights.services).toEqual([]);
    expect(insights.unanswered).toEqual({
      total: 0,
      byReason: { "out-of-scope": 0, "not-found": 0, handoff: 0 },
      byLanguage: { en: 0, ar: 0, hi: 0 },
      items: [],
    });
    expect(insights.notHelpful).toEqual({ total: 0, items: [] });
  });

  test("gives a transcript with sources, ratings, the source page and its lead", async () => {
    const transcript = await opened.database.insights.transcript(ids.prices);
    expect(transcript).toMatchObject({
      id: ids.prices,
      sourcePath: "/services/sms-services",
      leadId: ids.leadId,
    });
    expect(transcript?.turns.map((turn) => [turn.role, turn.feedback])).toEqual([
      ["user", null],
      ["assistant", null],
      ["user", null],
      ["assistant", "not-helpful"],
    ]);
    const kuwait = transcript?.turns[3];
    expect(kuwait?.id).toBe(ids.kuwaitTurn);
    expect(kuwait?.sources).toContainEqual(
      expect.objectContaining({ path: "/services/sms-services/kuwait" }),
    );
    const pizza = await opened.database.insights.transcript(ids.pizza);
    expect(pizza?.leadId).toBeNull();
    expect(pizza?.turns.map((turn) => turn.unanswered ?? null)).toEqual([null, "out-of-scope", null, null]);
    expect(pizza?.turns[3]?.feedback).toBe("helpful");
  });

  test("knows no transcript for an unknown conversation", async () => {
    expect(await opened.database.insights.transcript("6f1c1d0e-3b1a-4c59-9a43-2c6d5e0f7a11")).toBeNull();
  });
});
