/**
 * What the fuzz demands of every answer: no 5xx, no hang, no reset unless the
 * request deserved one, errors as `{"error": "<sentence>"}` (http/errors.ts),
 * and no stack trace or SQL in any body.
 */
import type { Outcome } from "./fuzz-client";
import type { MalformedRequest } from "./malformed-requests";

const STACK_TRACE = [/\n\s+at /, /\\n\s+at /, /node_modules/, /\.[cm]?[jt]s:\d+/, /file:\/\//, /\bError: /];
const SQL = [
  /\b(select|insert into|delete from|violates|syntax error at|relation ")/i,
  /drizzle|pglite|postgres|sqlstate|\bquery\b/i,
];
/** A human sentence: a capital letter first, final punctuation, no line breaks. */
const SENTENCE = /^[A-Z][^\n]{8,}[.!?]$/;

const isJson = (type: string | undefined) => /^application\/json\b/i.test(type ?? "");

function pathOf(request: MalformedRequest): string {
  try {
    return new URL(request.path, "http://127.0.0.1").pathname;
  } catch {
    return request.path;
  }
}

/** Problems with one outcome, each a sentence naming the request; empty when all is well. */
export function problemsWith(request: MalformedRequest, outcome: Outcome): string[] {
  if (outcome.kind === "timeout") return [`${request.label}: no answer in time (hang)`];
  if (outcome.kind === "reset") {
    return request.mayReset
      ? []
      : [`${request.label}: connection failed without an answer (${outcome.error})`];
  }
  const problems: string[] = [];
  const path = pathOf(request);
  for (const response of outcome.responses) {
    const { status } = response;
    const text = response.body.toString("utf8");
    const where = `${request.label}: ${status}`;
    if (status >= 500) problems.push(`${where} is a server error: ${text.slice(0, 300)}`);
    // The rate limit runs before any body is read, by design: a 429 may come first.
    if (request.expectTooLarge && status !== 413 && status !== 429) {
      problems.push(`${where} instead of 413 for an oversized body`);
    }
    // A lead export holds what earlier fuzz requests submitted: nothing in it is the server's own text.
    const isExport = path === "/functions/v1/admin/leads" && status === 200;
    if (!isExport && STACK_TRACE.some((pattern) => pattern.test(text))) {
      problems.push(`${where} leaks a stack trace: ${text.slice(0, 300)}`);
    }
    // Answers (the assistant's, health's database kind) may name things the error check would flag.
    if (status >= 400 && SQL.some((pattern) => pattern.test(text))) {
      problems.push(`${where} leaks SQL or the database: ${text.slice(0, 300)}`);
    }
    if (status >= 400 && status < 500 && !response.raw && !response.truncated && request.method !== "HEAD") {
      const problem = errorBodyProblem(response.headers["content-type"], text, status, path);
      if (problem) problems.push(`${where} ${problem}`);
    }
  }
  return problems;
}

function errorBodyProblem(
  type: string | undefined,
  text: string,
  status: number,
  path: string,
): string | null {
  // Node's HTTP parser and the adapter refuse some requests before the app sees them, with no body.
  if (!type && text === "") return null;
  // Outside /functions the site answers unknown pages with its HTML 404 page.
  if (status === 404 && /^text\/html\b/i.test(type ?? "") && !path.startsWith("/functions/v1/")) return null;
  if (!isJson(type)) return `has a ${type ?? "typeless"} body instead of a JSON error`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `has a body that is not JSON: ${text.slice(0, 200)}`;
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error !== "string" || !SENTENCE.test(error)) {
    return `error is not a human sentence: ${text.slice(0, 200)}`;
  }
  return null;
}
