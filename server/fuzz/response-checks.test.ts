import { describe, expect, it } from "vitest";
import type { FuzzResponse, Outcome } from "./fuzz-client";
import type { MalformedRequest } from "./malformed-requests";
import { problemsWith } from "./response-checks";

const request = (overrides: Partial<MalformedRequest> = {}): MalformedRequest => ({
  label: "POST /functions/v1/chat test",
  method: "POST",
  path: "/functions/v1/chat",
  headers: [],
  body: null,
  chunked: false,
  raw: null,
  mayReset: false,
  expectTooLarge: false,
  abort: null,
  ...overrides,
});

function answered(status: number, body: string, type: string | null = "application/json"): Outcome {
  const response: FuzzResponse = {
    status,
    headers: type ? { "content-type": type } : {},
    body: Buffer.from(body),
    raw: false,
    truncated: false,
  };
  return { kind: "answered", responses: [response] };
}

describe("problemsWith: the fuzz's own checks", () => {
  it("accepts an error sentence, Node's bare refusals and a successful answer", () => {
    expect(problemsWith(request(), answered(400, '{"error":"The request body is not valid JSON."}'))).toEqual(
      [],
    );
    expect(problemsWith(request(), answered(431, "", null))).toEqual([]);
    expect(problemsWith(request(), answered(200, '{"response":"Hi.","sources":[]}'))).toEqual([]);
  });

  it.each([
    ["a 5xx", answered(500, '{"error":"Something went wrong on our side."}'), "server error"],
    ["a 503 from health", answered(503, '{"ok":false}'), "server error"],
    [
      "a stack trace",
      answered(400, '{"error":"Bad.\\n    at readJson (server/http/read-json.ts:12:3)"}'),
      "stack trace",
    ],
    ["SQL", answered(400, '{"error":"Failed query: insert into \\"leads\\" values ($1)."}'), "SQL"],
    ["a driver's name", answered(409, '{"error":"PGlite says no."}'), "SQL"],
    [
      "a zod message",
      answered(400, '{"error":"Invalid input: expected object, received string"}'),
      "sentence",
    ],
    ["plain text", answered(404, "Not Found", "text/plain"), "instead of a JSON error"],
    ["a hang", { kind: "timeout" } as Outcome, "hang"],
    ["a reset", { kind: "reset", error: "ECONNRESET" } as Outcome, "without an answer"],
  ])("flags %s", (_what, outcome, problem) => {
    expect(problemsWith(request(), outcome).join("\n")).toContain(problem);
  });

  it("allows a reset only where the request may be cut off, and demands 413 for a body that is only too large", () => {
    expect(problemsWith(request({ mayReset: true }), { kind: "reset", error: "EPIPE" })).toEqual([]);
    const tooLarge = request({ expectTooLarge: true });
    expect(problemsWith(tooLarge, answered(413, '{"error":"The request body is too large."}'))).toEqual([]);
    expect(
      problemsWith(tooLarge, answered(400, '{"error":"The request body is not valid JSON."}')),
    ).toHaveLength(1);
  });
});
