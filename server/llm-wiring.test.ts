/**
 * The LLM engine wired through the real app: createApp with LLM_* pointing at a stub
 * OpenAI-compatible server on 127.0.0.1, for the chat and the voice-llm endpoints.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { smsRates } from "../app/content/sms-rates.ts";
import { writeMinimalBuild } from "../tests/support/minimal-build.ts";
import {
  completion,
  type OpenAiStub,
  promptReferenceData,
  requestJson,
  startOpenAiStub,
} from "../tests/support/openai-stub.ts";
import { readVoiceStream as streamed, voiceBody } from "../tests/support/sse.ts";
import { createApp } from "./app.ts";
import type { LlmMessage } from "./brain/llm-client.ts";
import { createRetrievalEngine } from "./brain/site-answers.ts";
import type { ChatResponse } from "./brain/types.ts";
import type { Database } from "./db/database.ts";
import { createDatabase } from "./db/database.ts";
import { loadConfig } from "./env.ts";

const siteOrigin = "http://127.0.0.1:3000";
const chatUrl = `${siteOrigin}/functions/v1/chat`;
const voiceUrl = `${siteOrigin}/functions/v1/voice-llm/chat/completions`;
const apiKey = "sk-wiring-secret-1122334455";
const voiceSecret = "voice-wiring-secret-0123456789";

/** The same retrieval the app builds (no rates file in DATA_DIR: the published rates). */
const retrieval = createRetrievalEngine({ rates: () => smsRates });

let root: string;
let clientDir: string;
let dataDir: string;
let stub: OpenAiStub;

let database: Database;

// One embedded database for the file, opened (and migrated) once: every test's app shares it.
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-llm-wiring-"));
  clientDir = path.join(root, "client");
  dataDir = path.join(root, "data");
  mkdirSync(dataDir, { recursive: true });
  writeMinimalBuild(clientDir);
  database = await createDatabase({ databaseUrl: null, dataDir });
}, 60_000);

afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(async () => {
  stub = await startOpenAiStub();
});

afterEach(async () => {
  vi.useRealTimers();
  await stub.close();
});

function appWith(env: Record<string, string> = {}) {
  return createApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      SITE_ORIGIN: siteOrigin,
      CHAT_RATE_LIMIT_PER_MINUTE: "10000",
      LLM_BASE_URL: stub.baseUrl,
      LLM_API_KEY: apiKey,
      LLM_MODEL: "stub-model",
      ...env,
    }),
    clientDir,
    database: async () => database,
  });
}

type App = ReturnType<typeof appWith>;

async function postChat(app: App, message: string): Promise<Response> {
  return await app.request(chatUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message }),
  });
}

/** The answer's text and sources; the conversation's ids are checked to be there and set aside. */
async function chatAnswer(response: Response): Promise<ChatResponse> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  const { conversationId, turnId, ...answer } = (await response.json()) as ChatResponse & {
    conversationId: unknown;
    turnId: unknown;
  };
  expect(typeof conversationId).toBe("string");
  expect(typeof turnId).toBe("string");
  return answer;
}

function sentMessages(index = 0): LlmMessage[] {
  return requestJson(stub.requests[index]).messages as LlmMessage[];
}

/** Silences the engine's fallback line and returns the spy, to check the reason. */
const quietWarnings = () => vi.spyOn(console, "warn").mockImplementation(() => {});

describe("chat with an LLM configured", () => {
  it("answers with the stub's reply, keeping its site link and taking the sources from it", async () => {
    const reply =
      "Relaywave sets up verified [WhatsApp Business](/services/whatsapp-services) accounts, " +
      "with templates and shared inboxes. Read [this blog](https://evil.example/post) too.";
    stub.respond({ json: completion(reply) });
    const answer = await chatAnswer(await postChat(appWith(), "  Tell me about WhatsApp  "));
    expect(answer).toEqual({
      response:
        "Relaywave sets up verified [WhatsApp Business](/services/whatsapp-services) accounts, " +
        "with templates and shared inboxes. Read this blog too.",
      sources: [{ title: "WhatsApp Business", path: "/services/whatsapp-services" }],
    });
    expect(stub.requests).toHaveLength(1);
  });

  it("sends the model, the key and a system prompt holding the retrieved passages", async () => {
    const question = "How do WhatsApp templates get approved?";
    await chatAnswer(await postChat(appWith(), question));
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(requestJson(request).model).toBe("stub-model");

    const [system, user] = sentMessages();
    expect(user).toEqual({ role: "user", content: question });
    expect(system?.role).toBe("system");
    const prompt = system?.content ?? "";
    const data = promptReferenceData(prompt);

    const { passages } = retrieval.retrieve(question);
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.map((passage) => passage.path)).toContain("/services/whatsapp-services");
    for (const passage of passages) {
      expect(data).toContain(`(${passage.path})`);
      expect(data).toContain(passage.text.replace(/\s+/g, " ").slice(0, 120));
    }
  });

  it("grounds an Arabic question in the Arabic pages and asks for the reply in Arabic", async () => {
    const reply = "في [السعودية](/ar/services/sms-services/saudi-arabia) تبلغ تكلفة الرسالة 0.0340 US$.";
    stub.respond({ json: completion(reply) });
    const answer = await chatAnswer(await postChat(appWith(), "كم سعر الرسالة النصية في السعودية؟"));
    expect(answer.response).toBe(reply);
    expect(answer.sources.map((source) => source.path)).toEqual(["/ar/services/sms-services/saudi-arabia"]);
    const prompt = sentMessages()[0]?.content ?? "";
    expect(prompt).toContain("Write the whole reply in Arabic");
    const data = promptReferenceData(prompt);
    expect(data).toContain("(/ar/services/sms-services/saudi-arabia)");
    expect(data).toMatch(/هيئة الاتصالات/);
    expect(data).not.toContain("(/services/sms-services/saudi-arabia)");
  });

  it("links the retrieval answer's first page when the stub's reply links none", async () => {
    stub.respond({ json: completion("We can help with IVR menus and reminder calls.") });
    const answer = await chatAnswer(await postChat(appWith(), "Can you do IVR?"));
    expect(answer.response).toBe(
      "We can help with IVR menus and reminder calls. See [Voice](/services/voice-services).",
    );
    expect(answer.sources).toEqual([{ title: "Voice", path: "/services/voice-services" }]);
  });
});

/** An engine answer as a visitor receives it: without the engine's own fromFacts mark. */
const visible = ({ fromFacts: _mark, ...answer }: ReturnType<typeof retrieval.answer>) => answer;

describe("chat with an LLM configured: the retrieval answer when the LLM fails", () => {
  it("answers 200 with the retrieval answer when the stub answers 500", async () => {
    const warn = quietWarnings();
    stub.respond({ status: 500, json: { error: { message: "upstream broke" } } });
    const question = "Tell me about WhatsApp";
    const answer = await chatAnswer(await postChat(appWith(), question));
    expect(answer).toEqual(visible(retrieval.answer(question)));
    expect(stub.requests).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/http/);
    expect(String(warn.mock.calls[0]?.[0])).not.toContain(apiKey);
  });

  it.each([
    ["not JSON", { body: "upstream exploded" }],
    ["JSON without choices", { json: { object: "error" } }],
    ["an empty reply", { json: completion("   ") }],
    ["a reply over 1500 characters", { json: completion("SMS. ".repeat(400)) }],
  ])("answers 200 with the retrieval answer when the stub sends %s", async (_what, reply) => {
    const warn = quietWarnings();
    stub.respond(reply);
    const question = "How much is SMS in India?";
    const answer = await chatAnswer(await postChat(appWith(), question));
    expect(answer).toEqual(visible(retrieval.answer(question)));
    expect(answer.response).toContain("$0.0032");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("answers 200 with the retrieval answer when the stub is slower than 8 s", async () => {
    const warn = quietWarnings();
    // Only the timers of this process are fake: the client's 8 s timeout and the stub's delay. Sockets are real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    stub.respond({ json: completion("Too late."), delayMs: 60_000 });
    const app = appWith();
    let settled = false;
    const pending = postChat(app, "Can you do IVR?").finally(() => {
      settled = true;
    });
    for (let turn = 0; stub.requests.length === 0 && turn < 100_000; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(stub.requests).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(7_900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    const answer = await chatAnswer(await pending);
    // The retrieval engine's reply in a conversation (a service's own FAQ answers "Can you do IVR?").
    const { response, sources } = retrieval.reply({ message: "Can you do IVR?", state: {} });
    expect(answer).toEqual({ response, sources });
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/timeout/);
  });
});

async function postVoice(app: App, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return await app.request(voiceUrl, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

describe("voice-llm with an LLM configured", () => {
  it("streams the stub's reply as SSE ending in [DONE], with link labels instead of Markdown links", async () => {
    stub.respond({
      json: completion(
        "Relaywave runs **verified** [WhatsApp Business](/services/whatsapp-services) accounts. " +
          "See [SMS pricing](/services/sms-services/pricing) for text rates.",
      ),
    });
    const { chunks, last, text } = await streamed(
      await postVoice(appWith(), voiceBody("Tell me about WhatsApp")),
    );
    expect(last).toBe("[DONE]");
    expect(chunks[0]?.choices[0]?.delta.role).toBe("assistant");
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe("stop");
    for (const chunk of chunks) expect(chunk.object).toBe("chat.completion.chunk");
    expect(text).toBe("Relaywave runs verified WhatsApp Business accounts. See SMS pricing for text rates.");
    expect(text).not.toMatch(/\]\(|\[[^\]]*\]|\*\*/);
    expect(stub.requests).toHaveLength(1);
    expect(sentMessages().at(-1)).toEqual({ role: "user", content: "Tell me about WhatsApp" });
  });

  it("speaks the retrieval answer, without links, when the stub fails", async () => {
    quietWarnings();
    stub.respond({ status: 500, json: { error: { message: "down" } } });
    const { last, text } = await streamed(await postVoice(appWith(), voiceBody("What's your phone number?")));
    expect(last).toBe("[DONE]");
    expect(text).toContain("+1 (555) 010-0199");
    expect(text).not.toMatch(/\]\(|mailto:|tel:/);
  });

  it("refuses a request without the bearer when VOICE_LLM_SECRET is set, before asking the LLM", async () => {
    const app = appWith({ VOICE_LLM_SECRET: voiceSecret });
    const refused: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-secret-0123456789" },
      { authorization: voiceSecret },
    ];
    for (const headers of refused) {
      const response = await postVoice(app, voiceBody("Tell me about WhatsApp"), headers);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/^[A-Z].+\.$/);
    }
    expect(stub.requests).toHaveLength(0);

    const allowed = await postVoice(app, voiceBody("Tell me about WhatsApp"), {
      authorization: `Bearer ${voiceSecret}`,
    });
    const { last } = await streamed(allowed);
    expect(last).toBe("[DONE]");
    expect(stub.requests).toHaveLength(1);
  });
});
