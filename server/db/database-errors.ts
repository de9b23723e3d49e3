/**
 * Sentences about database failures that never leak DATABASE_URL's password:
 * where the database is, the driver's reason in a few words, and redaction.
 * Opening a database rejects with a DatabaseError whose message is one such sentence.
 */

export class DatabaseError extends Error {
  override name = "DatabaseError";
}

/** "at host:port/database" without user or password, or a neutral phrase when the URL does not parse. */
export function describeTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `at ${parsed.hostname || "localhost"}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "named in DATABASE_URL";
  }
}

/**
 * Removes the URL's password from a message: as the URL parser reads it, as
 * written (up to the first or the last "@", for URLs that do not parse), and in
 * a `password=` query parameter (which postgres.js honours too); raw and decoded.
 */
export function redact(message: string, url: string): string {
  const candidates: (string | null | undefined)[] = [
    /^[a-z][a-z0-9+.-]*:\/\/[^:/@]*:([^@]*)@/i.exec(url)?.[1],
    /^[a-z][a-z0-9+.-]*:\/\/[^:/@]*:(.*)@/i.exec(url)?.[1],
  ];
  try {
    const parsed = new URL(url);
    candidates.push(parsed.password, parsed.searchParams.get("password"));
  } catch {
    // Not a WHATWG URL: the patterns above still apply.
  }
  const secrets = new Set<string>();
  for (const candidate of candidates) {
    if (!candidate) continue;
    secrets.add(candidate);
    try {
      secrets.add(decodeURIComponent(candidate));
    } catch {
      // A malformed escape: the raw form is removed all the same.
    }
  }
  // Longest first, so a secret containing another is removed whole.
  let result = message;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length))
    result = result.split(secret).join("***");
  return result;
}

/** The driver's reason in a few words, without a trailing period. */
export function detail(error: unknown): string {
  const err = error as { message?: unknown; code?: unknown; errors?: unknown } | null;
  let text = typeof err?.message === "string" ? err.message : "";
  // Node's AggregateError (several addresses tried) has an empty message.
  if (!text && Array.isArray(err?.errors) && err.errors.length > 0) return detail(err.errors[0]);
  if (!text && typeof err?.code === "string") text = err.code;
  text = text.replace(/\s+/g, " ").trim().replace(/\.+$/, "");
  return text || "unknown error";
}
