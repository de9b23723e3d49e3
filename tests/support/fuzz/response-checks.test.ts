import { describe, expect, it } from "vitest";
import { type Answer, problemsWith } from "./response-checks.ts";

const CHAT = "/functions/v1/chat";
const answer = (status: number, text: string, type: string | null = "application/json"): Answer => ({
  status,
  type,
  text,
});

describe("problemsWith: the fuzz's own checks", () => {
  it("accepts an error sentence, Node's bare refusals, a successful answer and the site's HTML 404", () => {
    expect(
      problemsWith(CHAT, "POST", answer(400, '{"error":"The request body is not valid JSON."}')),
    ).toEqual([]);
    expect(problemsWith(CHAT, "POST", answer(431, "", null))).toEqual([]);
    expect(problemsWith(CHAT, "POST", answer(200, '{"response":"Hi.","sources":[]}'))).toEqual([]);
    expect(problemsWith("/nope", "GET", answer(404, "<!doctype html>", "text/html; charset=utf-8"))).toEqual(
      [],
    );
  });

  it.each([
    ["a 5xx", answer(500, '{"error":"Something went wrong on our side."}'), "server error"],
    ["a 503 from health", answer(503, '{"ok":false}'), "server error"],
    [
      "a stack trace",
      answer(400, '{"error":"Bad.\\n    at readJson (server/http/read-json.ts:12:3)"}'),
      "stack trace",
    ],
    ["SQL", answer(400, '{"error":"Failed query: insert into \\"leads\\" values ($1)."}'), "SQL"],
    ["a driver's name", answer(409, '{"error":"PGlite says no."}'), "SQL"],
    ["a zod message", answer(400, '{"error":"Invalid input: expected object, received string"}'), "sentence"],
    ["plain text", answer(404, "Not Found", "text/plain"), "instead of a JSON error"],
    [
      "an HTML 404 from a function path",
      answer(404, "<!doctype html>", "text/html"),
      "instead of a JSON error",
    ],
  ])("flags %s", (_what, given, problem) => {
    expect(problemsWith(CHAT, "POST", given).join("\n")).toContain(problem);
  });

  it("lets a lead export echo what was submitted, but not an error", () => {
    const stored = answer(200, "name\nError: at x.ts:1", "text/csv");
    expect(problemsWith("/functions/v1/admin/leads", "GET", stored)).toEqual([]);
    expect(problemsWith(CHAT, "GET", stored)).not.toEqual([]);
  });
});
