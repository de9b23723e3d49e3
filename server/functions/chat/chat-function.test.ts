import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody, messageError } from "../../../tests/support/error-body.ts";
import { writeMinimalBuild } from "../../../tests/support/minimal-build.ts";
import { createApp } from "../../app.ts";
import { loadConfig } from "../../env.ts";

const siteOrigin = "http://127.0.0.1:3000";
const chatUrl = `${siteOrigin}/functions/v1/chat`;

let root: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-chat-"));
  const clientDir = path.join(root, "client");
  const dataDir = path.join(root, "data");
  mkdirSync(dataDir, { recursive: true });
  writeMinimalBuild(clientDir);
  // A high limit: these tests are about input, the limit has its own tests below.
  app = createApp({
    config: loadConfig({ DATA_DIR: dataDir, SITE_ORIGIN: siteOrigin, CHAT_RATE_LIMIT_PER_MINUTE: "10000" }),
    clientDir,
  });
  // Opens and migrates the embedded database here, not within the first test's 5 s on a busy machine.
  await app.request("/healthz");
}, 60_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Every request of this file goes through here: none may end in a server error. */
async function request(init: RequestInit = {}): Promise<Response> {
  const response = await app.request(chatUrl, init);
  expect(response.status).toBeLessThan(500);
  return response;
}

const postJson = (body: string, headers: Record<string, string> = {}) =>
  request({ method: "POST", body, headers: { "content-type": "application/json", ...headers } });

const postMessage = (message: unknown) => postJson(JSON.stringify({ message }));

describe("POST /functions/v1/chat: answers", () => {
  it("answers a WhatsApp question with the reply and its sources", async () => {
    const response = await postMessage("Tell me about WhatsApp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as { response: unknown; sources: unknown };
    expect(Object.keys(body).sort()).toEqual(["conversationId", "response", "sources", "turnId"]);
    expect(body.response).toEqual(expect.any(String));
    expect(body.response).toContain("WhatsApp");
    expect(body.response).toContain("](/services/whatsapp-services)");
    expect(body.sources).toContainEqual({ title: "WhatsApp Business", path: "/services/whatsapp-services" });
  });

  it("answers an Arabic question in Arabic, linking the Arabic pages", async () => {
    const response = await postMessage("كم سعر الرسالة النصية في السعودية؟");
    const body = (await response.json()) as { response: string; sources: { path: string }[] };
    expect(body.response).toContain("0.0340");
    expect(body.response).toMatch(/[\u0600-\u06FF]{4}/);
    expect(body.sources.map((source) => source.path)).toContain("/ar/services/sms-services/saudi-arabia");
  });

  it("answers romanised Hindi in Hindi when it is asked from a Hindi page, in English elsewhere", async () => {
    const message = JSON.stringify({ message: "Bharat mein OTP SMS ka rate kya hai?" });
    const fromHindi = await postJson(message, { referer: `${siteOrigin}/hi/services/sms-services` });
    const hindi = (await fromHindi.json()) as { response: string };
    expect(hindi.response).toContain("0.0032");
    expect(hindi.response).toContain("](/hi/services/sms-services/india)");
    const fromEnglish = await postJson(message, { referer: `${siteOrigin}/services/sms-services` });
    const english = (await fromEnglish.json()) as { response: string };
    expect(english.response).toContain("](/services/sms-services/india)");
    expect(english.response).not.toMatch(/[\u0900-\u097F]/);
  });

  it("redirects an off-topic message to the services and contact pages", async () => {
    const response = await postMessage("What is the capital of France?");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { response: string; sources: { path: string }[] };
    expect(body.response).toContain("](/services)");
    expect(body.sources.map((source) => source.path)).toEqual(["/services", "/contact"]);
  });

  it("answers the trimmed message", async () => {
    const response = await postMessage("   What does it cost?   ");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { response: string; sources: { path: string }[] };
    expect(body.sources.map((source) => source.path)).toEqual(["/services/sms-services/pricing"]);
  });

  it("accepts the Supabase client headers and a JSON content type with charset", async () => {
    const response = await request({
      method: "POST",
      body: JSON.stringify({ message: "SMS please" }),
      headers: {
        "content-type": "application/json; charset=utf-8",
        apikey: "x",
        authorization: "Bearer x",
        "x-client-info": "supabase-js/2.109.0",
        origin: siteOrigin,
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(siteOrigin);
    const body = (await response.json()) as { response: string };
    expect(body.response).toContain("](/services/sms-services)");
  });

  it("allows a browser preflight for a POST with the Supabase client headers", async () => {
    const response = await request({
      method: "OPTIONS",
      headers: {
        origin: siteOrigin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "apikey, authorization, content-type, x-client-info",
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("access-control-allow-origin")).toBe(siteOrigin);
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("gives a foreign origin no CORS access", async () => {
    const response = await request({
      method: "POST",
      body: JSON.stringify({ message: "hi" }),
      headers: { "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("POST /functions/v1/chat: message length", () => {
  it("accepts a message of 2000 characters", async () => {
    expect((await postMessage("a".repeat(2000))).status).toBe(200);
  });

  it("counts the length after trimming: 2000 characters plus spaces is accepted", async () => {
    expect((await postMessage(`   ${"a".repeat(2000)}  \n`)).status).toBe(200);
  });

  it("is 400 for a message of 2001 characters", async () => {
    const body = await messageError(await postMessage("a".repeat(2001)));
    expect(body.error).toContain("2000");
  });
});

describe("POST /functions/v1/chat: conversations", () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  type Answer = { conversationId: string; turnId: string };

  it("issues a new id for a first message and keeps it for the next one", async () => {
    const first = (await (await postMessage("How much is an SMS to Qatar?")).json()) as Answer;
    expect(first.conversationId).toMatch(UUID);
    expect(first.turnId).toMatch(UUID);
    const next = (await (
      await postJson(JSON.stringify({ message: "and to Kuwait?", conversationId: first.conversationId }))
    ).json()) as Answer;
    expect(next.conversationId).toBe(first.conversationId);
    expect(next.turnId).not.toBe(first.turnId);
  });

  it.each([
    ["unknown", "6f1c1d0e-3b1a-4c59-9a43-2c6d5e0f7a11"],
    ["malformed", "not-an-id"],
    ["empty", ""],
  ])("starts a new conversation (200) for an %s id", async (_what, conversationId) => {
    const response = await postJson(JSON.stringify({ message: "Hello", conversationId }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Answer;
    expect(body.conversationId).toMatch(UUID);
    expect(body.conversationId).not.toBe(conversationId);
  });

  it.each([
    ["a number", 42],
    ["null", null],
    ["an object", { id: "x" }],
  ])("is 400 with a sentence for a conversation id that is %s", async (_what, conversationId) => {
    const body = await errorBody(await postJson(JSON.stringify({ message: "Hello", conversationId })), 400);
    expect(body.error).toBe("The conversation id must be text.");
  });
});

describe("POST /functions/v1/chat: bad input", () => {
  it("is 400 for invalid JSON", async () => {
    await errorBody(await postJson('{"message": "hi"'), 400);
  });

  it.each([
    ["a JSON array", '["hi"]'],
    ["null", "null"],
    ["a string", '"hi"'],
  ])("is 400 for %s", async (_what, body) => {
    await errorBody(await postJson(body), 400);
  });

  it("is 400 with field errors for a missing message", async () => {
    const body = await messageError(await postJson("{}"));
    expect(body.error).toBe("Please include a message.");
  });

  it.each([
    ["a number", 42],
    ["null", null],
    ["an array", ["hi"]],
    ["an object", { text: "hi" }],
  ])("is 400 with field errors for a message that is %s", async (_what, message) => {
    await messageError(await postMessage(message));
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["only line breaks", "\n\t\n"],
  ])("is 400 with field errors for an %s message", async (_what, message) => {
    await messageError(await postMessage(message));
  });

  it("is 413 for a body over 16 KiB", async () => {
    const body = await errorBody(await postMessage("a".repeat(17 * 1024)), 413);
    expect(body.fieldErrors).toBeUndefined();
  });

  it("is 413 when Content-Length declares more than 16 KiB", async () => {
    const response = await postJson(JSON.stringify({ message: "hi" }), {
      "content-length": String(16 * 1024 + 1),
    });
    await errorBody(response, 413);
  });

  it("is 415 for text/plain", async () => {
    const response = await request({
      method: "POST",
      body: JSON.stringify({ message: "hi" }),
      headers: { "content-type": "text/plain" },
    });
    await errorBody(response, 415);
  });

  it("is 415 for a form post", async () => {
    const form = new FormData();
    form.set("message", "hi");
    await errorBody(await request({ method: "POST", body: form }), 415);
  });

  it.each(["GET", "PUT", "DELETE", "PATCH"])("is 405 with allow: POST for %s", async (method) => {
    const response = await request({ method });
    const body = await errorBody(response, 405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(body.error).toContain("POST");
  });
});

describe("POST /functions/v1/chat: rate limit", () => {
  it("answers 429 with Retry-After once a client has sent the limit, counting invalid requests too", async () => {
    const limited = createApp({
      config: loadConfig({ DATA_DIR: path.join(root, "data"), CHAT_RATE_LIMIT_PER_MINUTE: "3" }),
      clientDir: path.join(root, "client"),
    });
    const post = (body: string) =>
      limited.request("/functions/v1/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
    expect((await post("not json")).status).toBe(400);
    expect((await post('{"message":"SMS in India"}')).status).toBe(200);
    expect((await post('{"message":""}')).status).toBe(400);
    const refused = await post('{"message":"WhatsApp"}');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = (await refused.json()) as { error: string };
    expect(body.error).toMatch(
      /^You are sending messages faster than we can answer\. Please wait \d+ seconds/,
    );
  });
});
