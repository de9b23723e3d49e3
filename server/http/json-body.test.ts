import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { functionBody, type JsonBody, MAX_BODY_BYTES, readJson } from "./json-body.ts";

const url = "http://127.0.0.1:3000/functions/v1/chat";
const json = "application/json";

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(url, { method: "POST", body, headers });
}

/** A request whose body arrives as a stream, with no Content-Length. */
function streamed(chunks: Iterable<Uint8Array>, headers: Record<string, string> = { "content-type": json }) {
  const iterator = chunks[Symbol.iterator]();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
  return new Request(url, { method: "POST", body: stream, headers, duplex: "half" } as RequestInit);
}

function* endless(chunk: Uint8Array) {
  for (;;) yield chunk;
}

async function failure(result: JsonBody, status: number): Promise<string> {
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error("unreachable");
  const { response } = result;
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const text = await response.text();
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error).toMatch(/^[A-Z][^\n]+\.$/);
  expect(text).not.toMatch(/\bat \S+:\d+|Error:|SyntaxError|TypeError|stack/);
  return body.error as string;
}

/** readJson behind functionBody(), as the router mounts them: the size limit and the read timeout. */
async function throughFunctionBody(
  request: Request,
  limit = MAX_BODY_BYTES,
  timeoutMs = 10_000,
): Promise<JsonBody> {
  const app = new Hono().post("*", functionBody(limit, timeoutMs), async (c) => {
    const body = await readJson(c.req, limit);
    return body.ok ? c.json({ value: body.value }) : body.response;
  });
  const response = await app.request(request);
  if (response.status !== 200) return { ok: false, response };
  const { value } = (await response.json()) as { value: unknown };
  return { ok: true, value, text: JSON.stringify(value) };
}

function value(result: JsonBody): unknown {
  expect(result.ok).toBe(true);
  if (!result.ok) throw new Error("unreachable");
  return result.value;
}

describe("readJson: content type", () => {
  it("is 415 without a content type", async () => {
    const request = post(new TextEncoder().encode('{"a":1}'));
    expect(request.headers.get("content-type")).toBeNull();
    const error = await failure(await readJson(request), 415);
    expect(error).toContain("application/json");
  });

  it.each([
    "text/plain",
    "text/plain;charset=UTF-8",
    "multipart/form-data; boundary=x",
    "application/x-www-form-urlencoded",
    "application/jsonp",
    "text/json-ish",
  ])("is 415 for %s", async (type) => {
    await failure(await readJson(post('{"a":1}', { "content-type": type })), 415);
  });

  it.each([
    "application/json",
    "application/json; charset=utf-8",
    "Application/JSON;charset=UTF-8",
    "application/vnd.api+json",
  ])("accepts %s", async (type) => {
    expect(value(await readJson(post('{"a":1}', { "content-type": type })))).toEqual({ a: 1 });
  });
});

describe("functionBody and readJson: size limit", () => {
  it("readJson refuses one byte over 16 KiB by default, naming the limit", async () => {
    const body = await readJson(post(`"${"a".repeat(16 * 1024 - 1)}"`, { "content-type": json }));
    expect(body.ok).toBe(false);
    if (body.ok) return;
    expect(body.response.status).toBe(413);
    expect(await body.response.json()).toEqual({
      error: "The request body is too large; the limit is 16 KiB.",
    });
  });

  it("accepts a body of exactly 16 KiB", async () => {
    const body = `"${"a".repeat(MAX_BODY_BYTES - 2)}"`;
    expect(value(await throughFunctionBody(post(body, { "content-type": json })))).toHaveLength(
      MAX_BODY_BYTES - 2,
    );
  });

  it("is 413 when Content-Length declares more than 16 KiB, before reading the body", async () => {
    const request = streamed(endless(new Uint8Array(1024)), {
      "content-type": json,
      "content-length": String(MAX_BODY_BYTES + 1),
    });
    const error = await failure(await throughFunctionBody(request), 413);
    expect(error).toContain("16 KiB");
  });

  it("is 413 for a body one byte over the limit without Content-Length", async () => {
    const request = post(`"${"a".repeat(MAX_BODY_BYTES - 1)}"`, { "content-type": json });
    expect(request.headers.get("content-length")).toBeNull();
    await failure(await throughFunctionBody(request), 413);
  });

  it("is 413 for a streamed body that outgrows the limit, without reading it all", async () => {
    // An endless stream: reading it whole would never finish.
    const chunk = new TextEncoder().encode(" ".repeat(4096));
    await failure(await throughFunctionBody(streamed(endless(chunk))), 413);
  });

  it("is 413 when a small declared Content-Length understates a large body", async () => {
    // Over real HTTP the parser cuts the body at Content-Length; a Request built in code may not.
    const request = post(`"${"a".repeat(MAX_BODY_BYTES + 10)}"`, {
      "content-type": json,
      "content-length": "10",
    });
    await failure(await throughFunctionBody(request), 413);
  });

  it("honours a smaller limit passed in", async () => {
    await failure(await throughFunctionBody(post('{"message":"hello"}', { "content-type": json }), 8), 413);
  });

  it("is 408 for a body that has not arrived within the read timeout", async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(new TextEncoder().encode("{")),
    });
    const request = new Request(url, {
      method: "POST",
      body: stalled,
      headers: { "content-type": json },
      duplex: "half",
    } as RequestInit);
    const started = performance.now();
    await failure(await throughFunctionBody(request, MAX_BODY_BYTES, 100), 408);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("readJson: parsing", () => {
  it.each([
    ["an object", '{"message":"hi","n":[1,2]}', { message: "hi", n: [1, 2] }],
    ["an array", "[1,2]", [1, 2]],
    ["null", "null", null],
    ["a number", "42", 42],
    ["non-ASCII text", '{"message":"مرحبا 👋"}', { message: "مرحبا 👋" }],
    ["surrounding whitespace", '  \n{"a":true}\n ', { a: true }],
  ])("parses %s", async (_what, body, expected) => {
    expect(value(await readJson(post(body, { "content-type": json })))).toEqual(expected);
  });

  it("parses a body that arrives in several chunks", async () => {
    const bytes = new TextEncoder().encode('{"message":"chunked مرحبا"}');
    // Split inside the multi-byte Arabic letters.
    const chunks = [bytes.slice(0, 20), bytes.slice(20, 21), bytes.slice(21)];
    expect(value(await readJson(streamed(chunks)))).toEqual({ message: "chunked مرحبا" });
  });

  it.each([
    ["broken JSON", '{"message": "hi"'],
    ["a trailing comma", '{"message": "hi",}'],
    ["single quotes", "{'message': 'hi'}"],
    ["an empty body", ""],
  ])("is 400 for %s", async (_what, body) => {
    await failure(await readJson(post(body, { "content-type": json })), 400);
  });

  it("is 400 for a request with no body at all", async () => {
    await failure(await readJson(post(null, { "content-type": json })), 400);
  });

  it("is 400 for bytes that are not valid UTF-8", async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x6d, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]); // {"m":"\xff\xfe"}
    await failure(await readJson(post(bytes, { "content-type": json })), 400);
  });

  it("is 400 for a truncated multi-byte character", async () => {
    const bytes = new Uint8Array([0x22, 0xd8, 0x22]);
    await failure(await readJson(post(bytes, { "content-type": json })), 400);
  });

  it("is 400, not a thrown error, when the body stream fails", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"mess'));
        controller.error(new Error("connection reset"));
      },
    });
    const request = new Request(url, {
      method: "POST",
      body: stream,
      headers: { "content-type": json },
      duplex: "half",
    } as RequestInit);
    const error = await failure(await readJson(request), 400);
    expect(error).not.toContain("connection reset");
  });
});
