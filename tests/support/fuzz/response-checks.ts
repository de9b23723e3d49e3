/**
 * What the fuzz demands of every answer: no 5xx, errors as `{"error": "<sentence>"}`
 * (http/errors.ts), and no stack trace or SQL in any body.
 */

const STACK_TRACE = [/\n\s+at /, /\\n\s+at /, /node_modules/, /\.[cm]?[jt]s:\d+/, /file:\/\//, /\bError: /];
const SQL = [
  /\b(select|insert into|delete from|violates|syntax error at|relation ")/i,
  /drizzle|pglite|postgres|sqlstate|\bquery\b/i,
];
/** A human sentence: a capital letter first, final punctuation, no line breaks. */
const SENTENCE = /^[A-Z][^\n]{8,}[.!?]$/;

export interface Answer {
  status: number;
  /** The Content-Type header; null when there is none. */
  type: string | null;
  text: string;
}

/** Problems with one answer to a request for `path`, each a sentence; empty when all is well. */
export function problemsWith(path: string, method: string, { status, type, text }: Answer): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`${status} is a server error: ${text.slice(0, 300)}`);
  // A lead export holds what earlier fuzz requests submitted: nothing in it is the server's own text.
  const isExport = path === "/functions/v1/admin/leads" && status === 200;
  if (!isExport && STACK_TRACE.some((pattern) => pattern.test(text))) {
    problems.push(`${status} leaks a stack trace: ${text.slice(0, 300)}`);
  }
  // Answers (the assistant's, health's database kind) may name things the error check would flag.
  if (status >= 400 && SQL.some((pattern) => pattern.test(text))) {
    problems.push(`${status} leaks SQL or the database: ${text.slice(0, 300)}`);
  }
  if (status >= 400 && status < 500 && method !== "HEAD") {
    const problem = errorBodyProblem(type, text, status, path);
    if (problem) problems.push(`${status} ${problem}`);
  }
  return problems;
}

function errorBodyProblem(type: string | null, text: string, status: number, path: string): string | null {
  // Node's HTTP parser refuses some requests before the app sees them, with no body.
  if (!type && text === "") return null;
  // Outside /functions the site answers unknown pages with its HTML 404 page.
  if (status === 404 && /^text\/html\b/i.test(type ?? "") && !path.startsWith("/functions/v1/")) return null;
  if (!/^application\/json\b/i.test(type ?? ""))
    return `has a ${type ?? "typeless"} body instead of a JSON error`;
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
