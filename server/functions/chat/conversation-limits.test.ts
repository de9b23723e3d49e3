/**
 * How big and how many conversations grow (decision 056): one conversation holds at most
 * 100 visitor messages, the next is answered in a new one (200, a new id, a sentence saying
 * so); a client starts at most CONVERSATIONS_PER_IP_PER_DAY conversations a day (429 with
 * Retry-After for a message that would start one; messages in a conversation go on).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeMinimalBuild } from "../../../tests/support/minimal-build.ts";
import { createApp } from "../../app.ts";
import type { AnswerEngine } from "../../brain/types.ts";
import type { Database } from "../../db/database.ts";
import { createDatabase } from "../../db/database.ts";
import { loadConfig } from "../../env.ts";
import { CONVERSATION_FULL_NOTICE, MAX_VISITOR_MESSAGES } from "./conversation-limits.ts";

let root: string;
let database: Database;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-conversation-limits-"));
  mkdirSync(path.join(root, "data"));
  writeMinimalBuild(path.join(root, "client"));
  database = await createDatabase({ databaseUrl: null, dataDir: path.join(root, "data") });
}, 60_000);
afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

function appWith(env: Record<string, string>) {
  return createApp({
    config: loadConfig({
      DATA_DIR: path.join(root, "data"),
      TRUST_PROXY: "true",
      CHAT_RATE_LIMIT_PER_MINUTE: "10000",
      ...env,
    }),
    clientDir: path.join(root, "client"),
    database: async () => database,
  });
}

interface Reply {
  response: string;
  conversationId: string;
  turnId: string;
}

async function send(
  app: ReturnType<typeof createApp>,
  message: string,
  conversationId?: string,
  ip = "192.0.2.1",
) {
  const response = await app.request("/functions/v1/chat", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ message, ...(conversationId ? { conversationId } : {}) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Reply };
}

describe("a conversation's size", () => {
  it(`holds ${MAX_VISITOR_MESSAGES} visitor messages; the next is answered in a new conversation that says so`, async () => {
    const app = appWith({});
    const first = await send(app, "How much is an SMS to Qatar?");
    const { conversationId } = first.body;
    for (let i = 2; i <= MAX_VISITOR_MESSAGES; i++) {
      const next = await send(app, i % 2 ? "and to Kuwait?" : "and promotional?", conversationId);
      expect(next.status).toBe(200);
      expect(next.body.conversationId).toBe(conversationId);
      expect(next.body.response.startsWith(CONVERSATION_FULL_NOTICE)).toBe(false);
    }
    const past = await send(app, "and to Bahrain?", conversationId);
    expect(past.status).toBe(200);
    expect(past.body.conversationId).not.toBe(conversationId);
    expect(past.body.response.startsWith(`${CONVERSATION_FULL_NOTICE} `)).toBe(true);
    expect(CONVERSATION_FULL_NOTICE).toBe(
      "Our previous conversation reached its limit of 100 messages, so this answer starts a new one.",
    );
    // The answer still follows on from what was said: the dialogue state came along.
    expect(past.body.response).toMatch(/Bahrain/);
    expect(past.body.response).toMatch(/SMS/);
    // The new conversation goes on as any other; the full one keeps its 200 turns.
    const after = await send(app, "and to Oman?", past.body.conversationId);
    expect(after.body.conversationId).toBe(past.body.conversationId);
    expect(after.body.response.startsWith(CONVERSATION_FULL_NOTICE)).toBe(false);
    await database.conversations.flush();
    const stored = await database.conversations.transcripts([conversationId, past.body.conversationId]);
    expect(stored.get(conversationId)?.total).toBe(2 * MAX_VISITOR_MESSAGES);
    expect(stored.get(past.body.conversationId)?.total).toBe(4);
  }, 120_000);
});

describe("conversations per client and day", () => {
  it("answers 429 with Retry-After to a message that would start one more, never to one in a conversation", async () => {
    const app = appWith({ CONVERSATIONS_PER_IP_PER_DAY: "2" });
    const one = await send(app, "Do you offer OTP SMS?", undefined, "198.51.100.7");
    const two = await send(app, "Tell me about WhatsApp", undefined, "198.51.100.7");
    expect([one.status, two.status]).toEqual([200, 200]);
    const third = await send(app, "And RCS?", undefined, "198.51.100.7");
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect((third.body as unknown as { error: string }).error).toMatch(
      /^You have started many conversations today\. Please continue one of them, or wait \d+ hours and try again\.$/,
    );
    // An unknown or expired id would start one too.
    const unknown = await send(app, "And RCS?", "6f1c1d0e-3b1a-4c59-9a43-2c6d5e0f7a11", "198.51.100.7");
    expect(unknown.status).toBe(429);
    // Messages in a conversation already started go on; other clients are not held back.
    expect((await send(app, "and to Kuwait?", one.body.conversationId, "198.51.100.7")).status).toBe(200);
    expect((await send(app, "And RCS?", undefined, "198.51.100.8")).status).toBe(200);
  });

  it(`continues a full conversation in a new one even at the day's limit (the ${MAX_VISITOR_MESSAGES + 1}st message is never refused)`, async () => {
    const app = appWith({ CONVERSATIONS_PER_IP_PER_DAY: "1" });
    const ip = "203.0.113.77";
    const { conversationId } = (await send(app, "Hello", undefined, ip)).body;
    for (let i = 2; i <= MAX_VISITOR_MESSAGES; i++) await send(app, `question ${i}`, conversationId, ip);
    expect((await send(app, "Hello again", undefined, ip)).status).toBe(429);
    const past = await send(app, "one more question", conversationId, ip);
    expect(past.status).toBe(200);
    expect(past.body.conversationId).not.toBe(conversationId);
  }, 120_000);
});

describe("the engine's view of a continued conversation", () => {
  it("gets the full conversation's state and recent turns with the first message of the new one", async () => {
    const seen: Parameters<AnswerEngine>[0][] = [];
    const { chatFunction } = await import("./chat-function.ts");
    const { Hono } = await import("hono");
    const engine: AnswerEngine = async (input) => {
      seen.push(structuredClone(input));
      return { response: "ok", sources: [], state: { topic: String(Number(input.state?.topic ?? 0) + 1) } };
    };
    const app = new Hono().route(
      "/chat",
      chatFunction({ answer: engine, database: async () => database, siteOrigin: "http://127.0.0.1:3000" }),
    );
    const post = async (message: string, conversationId?: string) =>
      (await (
        await app.request("/chat", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ message, conversationId }),
        })
      ).json()) as Reply;
    const { conversationId } = await post("first");
    for (let i = 2; i <= MAX_VISITOR_MESSAGES; i++) await post(`message ${i}`, conversationId);
    const past = await post("one more", conversationId);
    expect(past.conversationId).not.toBe(conversationId);
    expect(seen.at(-1)?.state).toEqual({ topic: String(MAX_VISITOR_MESSAGES) });
    expect(seen.at(-1)?.history?.at(-2)).toEqual({
      role: "user",
      content: `message ${MAX_VISITOR_MESSAGES}`,
    });
  }, 120_000);
});
