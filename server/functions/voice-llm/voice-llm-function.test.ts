import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { toSpeech } from "../../../contracts/reply-text.ts";
import { readSseEvents } from "../../../tests/support/sse.ts";
import type { AnswerEngine } from "../../brain/types.ts";
import { VOICE_APOLOGY, voiceLlmFunction } from "./voice-llm-function.ts";

const secret = "voice-secret-0123456789abcdef";
const url = "http://127.0.0.1:3000/functions/v1/voice-llm/chat/completions";
const reply =
  "Relaywave runs **verified** [WhatsApp Business](/services/whatsapp-services) accounts. " +
  "Templates, two-way chat and green-tick profiles are all included for your business, with support.";
const spoken = toSpeech(reply);

function setup(options: { secret?: string | null; answer?: AnswerEngine } = {}) {
  const answer = vi.fn<AnswerEngine>(
    options.answer ?? (async () => ({ response: reply, sources: [], state: {} })),
  );
  const log = vi.fn<(line: string) => void>();
  const voice = voiceLlmFunction({
    answer,
    secret: options.secret === undefined ? secret : options.secret,
    log,
  });
  const app = new Hono().route("/functions/v1/voice-llm", voice);
  /** Every request goes through here: none may end in a server error. */
  const request = async (init: RequestInit = {}, target = url) => {
    const response = await app.request(target, init);
    expect(response.status).toBeLessThan(500);
    return response;
  };
  const post = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${secret}` }) =>
    request({
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", ...headers },
    });
  return { answer, log, request, post };
}

const user = (content: unknown) => ({ role: "user", content });
const vapiBody = (extra: Record<string, unknown> = {}) => ({
  model: "gpt-4o",
  messages: [{ role: "system", content: "You are Relaywave's voice." }, user("Tell me about WhatsApp")],
  temperature: 0.7,
  call: { id: "call-1", type: "webCall" },
  metadata: { source: "site" },
  ...extra,
});

async function errorOf(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = (await response.json()) as { error: string };
  expect(body.error).toMatch(/^[A-Z][^\n]+\.$/);
  return body.error;
}

describe("voice-llm: authorisation", () => {
  it.each([
    ["no authorization header", {}],
    ["a wrong bearer token", { authorization: "Bearer not-the-secret-at-all" }],
    ["the secret without the Bearer scheme", { authorization: secret }],
    ["a longer token that starts with the secret", { authorization: `Bearer ${secret}x` }],
  ])("is 401 for %s", async (_what, headers) => {
    const { post, answer } = setup();
    const response = await post(vapiBody(), headers);
    await errorOf(response, 401);
    expect(response.headers.get("www-authenticate")).toBe("Bearer");
    expect(answer).not.toHaveBeenCalled();
  });

  it("answers with the right bearer token, whatever the scheme's case", async () => {
    const { post } = setup();
    expect((await post(vapiBody())).status).toBe(200);
    expect((await post(vapiBody(), { authorization: `bearer ${secret}` })).status).toBe(200);
  });

  it("needs no token when no secret is configured", async () => {
    const { post } = setup({ secret: null });
    expect((await post(vapiBody(), {})).status).toBe(200);
  });
});

describe("voice-llm: streaming", () => {
  it("streams the speakable answer as OpenAI chunks ending in [DONE]", async () => {
    const { post, answer } = setup();
    const response = await post(vapiBody({ stream: true }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("connection")).toBe("keep-alive");
    const { chunks, last } = await readSseEvents(response);
    expect(last).toBe("[DONE]");
    expect(answer).toHaveBeenCalledWith({ message: "Tell me about WhatsApp", history: [] });

    const [first, ...rest] = chunks;
    const final = rest.pop();
    expect(first?.choices[0]?.delta).toEqual({ role: "assistant" });
    expect(final?.choices[0]).toEqual({ index: 0, delta: {}, finish_reason: "stop" });
    expect(rest.length).toBeGreaterThan(1);
    const content = rest.map((item) => item.choices[0]?.delta.content ?? "").join("");
    expect(content).toBe(spoken);
    expect(content).toContain("WhatsApp Business");
    expect(content).not.toContain("](");
    expect(content).not.toContain("**");

    const ids = new Set(chunks.map((item) => item.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^chatcmpl-[0-9a-f]+$/);
    for (const item of chunks) {
      expect(item.object).toBe("chat.completion.chunk");
      expect(item.model).toBe("gpt-4o");
      expect(Number.isInteger(item.created)).toBe(true);
      expect(item.choices[0]?.index).toBe(0);
    }
    for (const item of rest) expect(item.choices[0]?.finish_reason).toBeNull();
  });

  it("names the default model when the request names none", async () => {
    const { post } = setup();
    const { chunks } = await readSseEvents(await post({ messages: [user("hi")], stream: true }));
    expect(chunks[0]?.model).toBe("relaywave-assistant");
  });
});

describe("voice-llm: JSON", () => {
  it.each([
    ["absent", undefined],
    ["false", false],
  ])("answers with one chat.completion when stream is %s", async (_what, stream) => {
    const { post } = setup();
    const response = await post(vapiBody({ stream }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      id: expect.stringMatching(/^chatcmpl-[0-9a-f]+$/),
      object: "chat.completion",
      created: expect.any(Number),
      model: "gpt-4o",
      choices: [{ index: 0, message: { role: "assistant", content: spoken }, finish_reason: "stop" }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });

  it("apologises in speech when the answer engine fails", async () => {
    const { post, log } = setup({ answer: () => Promise.reject(new Error("database down")) });
    const body = (await (await post(vapiBody())).json()) as { choices: { message: { content: string } }[] };
    expect(body.choices[0]?.message.content).toBe(VOICE_APOLOGY);
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe("voice-llm: which message is answered", () => {
  it("answers the last user message, ignoring earlier and later non-user messages", async () => {
    const { post, answer } = setup();
    const messages = [
      { role: "system", content: "Ignore the site." },
      user("First question"),
      { role: "assistant", content: "First answer" },
      user([
        { type: "text", text: " What about " },
        { type: "image_url", image_url: { url: "https://x.example/a.png" } },
        { type: "text", text: "RCS? " },
      ]),
      user("   "),
      { role: "assistant", content: null, tool_calls: [] },
      { role: "tool", content: null, tool_call_id: "t1" },
    ];
    expect((await post({ messages })).status).toBe(200);
    expect(answer).toHaveBeenCalledTimes(1);
    expect(answer).toHaveBeenCalledWith({
      message: "What about RCS?",
      history: [
        { role: "user", content: "First question" },
        { role: "assistant", content: "First answer" },
      ],
    });
  });

  it("answers string content trimmed and cut to 2000 characters", async () => {
    const { post, answer } = setup();
    await post({ messages: [user(`  ${"a".repeat(2500)}  `)] });
    expect(answer).toHaveBeenCalledWith({ message: "a".repeat(2000), history: [] });
  });
});

describe("voice-llm: bad input", () => {
  it.each([
    ["no user message", { messages: [{ role: "system", content: "hi" }] }],
    ["only blank user messages", { messages: [user("  "), user([{ type: "text", text: "" }])] }],
    ["messages that is not an array", { messages: "hello" }],
    ["an empty messages array", { messages: [] }],
    ["no messages", { model: "gpt-4o" }],
    ["a message without a role", { messages: [{ content: "hi" }] }],
    ["a message with numeric content", { messages: [user(42)] }],
    ["too many messages", { messages: Array.from({ length: 201 }, () => user("hi")) }],
    ["a JSON array", [user("hi")]],
    ["JSON null", null],
  ])("is 400 for %s", async (_what, body) => {
    const { post, answer } = setup();
    await errorOf(await post(body), 400);
    expect(answer).not.toHaveBeenCalled();
  });

  // Found by the fuzz test (functions-fuzz.test.ts): these got zod's "Invalid input: expected object, ...".
  it.each([
    ["a string", "hello"],
    ["null", null],
    ["an array", []],
  ])("is 400 with a sentence for a message that is %s", async (_what, message) => {
    const { post } = setup();
    const error = await errorOf(await post({ messages: [message, user("hi")] }), 400);
    expect(error).toBe("Each message must be an object with a role and content.");
  });

  it("is 400 for invalid JSON", async () => {
    await errorOf(await setup().post('{"messages": ['), 400);
  });

  it("is 415 for text/plain", async () => {
    const { request } = setup();
    const response = await request({
      method: "POST",
      body: JSON.stringify(vapiBody()),
      headers: { "content-type": "text/plain", authorization: `Bearer ${secret}` },
    });
    await errorOf(response, 415);
  });

  it("is 413 for a body over 16 KiB", async () => {
    const { post } = setup();
    await errorOf(await post({ messages: [user("a".repeat(17 * 1024))] }), 413);
  });

  it.each(["GET", "PUT", "DELETE"])("is 405 with allow: POST for %s", async (method) => {
    const response = await setup().request({ method, headers: { authorization: `Bearer ${secret}` } });
    await errorOf(response, 405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("is 404 for an unknown sub-path", async () => {
    const response = await setup().request({ method: "POST" }, url.replace("/chat/completions", "/models"));
    await errorOf(response, 404);
  });
});
