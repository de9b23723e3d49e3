/**
 * Reads a JSON request body the way every function needs it, turning each kind
 * of bad input into its status and a sentence: 415 not JSON, 413 over the size
 * limit, 408 too slow, 400 unparsable. Never throws.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "./errors.ts";

export const MAX_BODY_BYTES = 16 * 1024;
/** A function's body is a few KiB: a client still sending it after this is trickling on purpose. */
export const BODY_READ_TIMEOUT_MS = 10_000;

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Bodies functionBody() has read, by request, for readJson (a body can be read once). */
const buffered = new WeakMap<Request, ArrayBuffer>();

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

function isJsonContentType(header: string | null): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json" || Boolean(type?.endsWith("+json"));
}

const tooLarge = (limit: number) =>
  errorResponse(413, `The request body is too large; the limit is ${limit / 1024} KiB.`);
const unreadable = () => errorResponse(400, "The request body could not be read.");

/**
 * Reads a function's body before its handler runs: at most `maxSize` bytes (a larger
 * Content-Length is refused unread; a chunked body goes through Hono's bodyLimit, which
 * stops it once it outgrows the limit), and within `timeoutMs`, so a slow client holds
 * no handler (issue 10). A body with a Content-Length is read straight from the socket:
 * touching `request.body` or wrapping it in a new Request builds web streams and fetch
 * Requests that cost more than a whole chat answer (decision 035).
 */
export function functionBody(maxSize = MAX_BODY_BYTES, timeoutMs = BODY_READ_TIMEOUT_MS): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: () => tooLarge(maxSize) });
  return async (c, next) => {
    const { raw } = c.req;
    const length = c.req.header("content-length");
    let read: Promise<unknown>;
    if (length === undefined || c.req.header("transfer-encoding") !== undefined)
      read = Promise.resolve(
        limit(c, async () => {
          if (c.req.raw.body) buffered.set(c.req.raw, await c.req.raw.arrayBuffer());
        }),
      );
    else if (Number.parseInt(length, 10) > maxSize) return tooLarge(maxSize);
    else read = raw.arrayBuffer().then((body) => void buffered.set(raw, body));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<"slow">((resolve) => {
      timer = setTimeout(resolve, timeoutMs, "slow");
    });
    const refused = await Promise.race([read.catch(unreadable), slow]).finally(() => clearTimeout(timer));
    if (refused === "slow")
      return errorResponse(408, "The request body arrived too slowly.", {
        // Closes the socket after this answer instead of waiting for the rest of the body.
        headers: { connection: "close" },
      });
    if (refused) return refused as Response;
    await next();
  };
}

export async function readJson(request: Request, limit = MAX_BODY_BYTES): Promise<JsonBody> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return {
      ok: false,
      response: errorResponse(415, "Please send the request body as JSON (Content-Type: application/json)."),
    };
  }
  let bytes: Uint8Array;
  try {
    // functionBody() has bounded and buffered it; the check below holds for a Request built in code.
    bytes = new Uint8Array(buffered.get(request) ?? (await request.arrayBuffer()));
  } catch {
    return { ok: false, response: unreadable() };
  }
  if (bytes.byteLength > limit) return { ok: false, response: tooLarge(limit) };
  try {
    return { ok: true, value: JSON.parse(utf8.decode(bytes)) };
  } catch {
    return { ok: false, response: errorResponse(400, "The request body is not valid JSON.") };
  }
}

/**
 * A JSON body that must be an object (every function's request is one):
 * anything else answers 400 with `mustBe`, a sentence naming what was expected.
 */
export async function readJsonObject(
  request: Request,
  mustBe: string,
  limit = MAX_BODY_BYTES,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }> {
  const body = await readJson(request, limit);
  if (!body.ok) return body;
  if (typeof body.value !== "object" || body.value === null || Array.isArray(body.value)) {
    return { ok: false, response: errorResponse(400, mustBe) };
  }
  return { ok: true, value: body.value as Record<string, unknown> };
}
