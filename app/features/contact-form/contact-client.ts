import { functionRequest } from "~/lib/functions-url.ts";
import type { ContactField, ContactRequest } from "../../../contracts/contact-request.ts";

export type ServerFieldErrors = Partial<Record<ContactField, string[]>>;

/** What became of one POST to the contact function. */
export type ContactResult =
  | { status: "sent"; id: string | null }
  | { status: "invalid"; fieldErrors: ServerFieldErrors; error: string | null }
  /** The key was already used for another submission (409). */
  | { status: "conflict"; error: string | null }
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "failed"; reason: "network" | "server" };

/** A request that has not answered by then is treated like a failed connection. */
export const CONTACT_TIMEOUT_MS = 30_000;
/** Used when a 429 comes without a readable Retry-After. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

const MAX_SERVER_TEXT = 300;

/** Retry-After as seconds (delta-seconds or an HTTP date), or null when unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month ("Wed, 21 Oct 2026 07:28:00 GMT").
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A short, single-line sentence from the server, or null: never markup or a stack trace. */
function serverSentence(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const sentence = value.trim();
  if (!sentence || sentence.length > MAX_SERVER_TEXT || /[\n<>]/.test(sentence)) return null;
  return sentence;
}

function readFieldErrors(value: unknown): ServerFieldErrors {
  const fieldErrors: Record<string, string[]> = {};
  if (!value || typeof value !== "object") return fieldErrors;
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages])
      .map(serverSentence)
      .filter((message): message is string => message !== null);
    if (list.length > 0) fieldErrors[field] = list;
  }
  return fieldErrors;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Sends a validated request to `POST /functions/v1/contact`; never throws. */
export async function postContact(request: ContactRequest, signal?: AbortSignal): Promise<ContactResult> {
  const { url, headers } = functionRequest("contact");
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), CONTACT_TIMEOUT_MS);
  const abort = () => timeout.abort();
  signal?.addEventListener("abort", abort);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(request),
      signal: timeout.signal,
    });
  } catch {
    return { status: "failed", reason: "network" };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }

  if (response.ok) {
    const body = await readJson(response);
    return { status: "sent", id: typeof body.id === "string" ? body.id : null };
  }
  if (response.status === 429) {
    const seconds = parseRetryAfter(response.headers.get("retry-after"));
    return { status: "rate-limited", retryAfterSeconds: Math.max(1, seconds ?? DEFAULT_RETRY_AFTER_SECONDS) };
  }
  if (response.status === 409) {
    return { status: "conflict", error: serverSentence((await readJson(response)).error) };
  }
  if (response.status === 400) {
    const body = await readJson(response);
    return {
      status: "invalid",
      fieldErrors: readFieldErrors(body.fieldErrors),
      error: serverSentence(body.error),
    };
  }
  return { status: "failed", reason: "server" };
}
