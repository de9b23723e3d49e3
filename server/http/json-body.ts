/**
 * A site function's JSON body, in two steps. `functionBody()` reads the bytes before the
 * handler, bounded in size and time, into Hono's own body cache. `jsonBody(check)` is the
 * route's validator (hono/validator): it turns each kind of bad input into its status and
 * a sentence (415 not JSON, 413 over the size limit, 400 unparsable, not an object or not
 * valid), and the handler reads the checked value with `c.req.valid("json")` (decision 061).
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { HonoRequest } from "hono/request";
import { validator } from "hono/validator";
import type { z } from "zod";
import { errorResponse } from "./errors.ts";

export const MAX_BODY_BYTES = 16 * 1024;
/** A function's body is a few KiB: a client still sending it after this is trickling on purpose. */
export const BODY_READ_TIMEOUT_MS = 10_000;

const utf8 = new TextDecoder("utf-8", { fatal: true });

export type JsonBody = { ok: true; value: unknown; text: string } | { ok: false; response: Response };

/**
 * JSON media types exactly as hono/validator reads them (application/json, application/*+json,
 * any parameters), so a body this module accepts is one the validator parses.
 */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

function isJsonContentType(header: string | null | undefined): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase();
  return type !== undefined && JSON_MEDIA_TYPE.test(type);
}

/**
 * Puts a body into Hono's request cache, where `c.req.arrayBuffer()`, `c.req.json()` and
 * hono/validator read it. The cache holds promises (Hono awaits and chains them), though
 * its type names the values.
 */
function cacheBody(request: HonoRequest, key: "arrayBuffer" | "text", body: ArrayBuffer | string): void {
  (request.bodyCache as Record<string, Promise<unknown>>)[key] = Promise.resolve(body);
}

const tooLarge = (limit: number) =>
  errorResponse(413, `The request body is too large; the limit is ${limit / 1024} KiB.`);
const unreadable = () => errorResponse(400, "The request body could not be read.");

/**
 * Reads a function's body before its handler runs: at most `maxSize` bytes (a larger
 * Content-Length is refused unread; a chunked body goes through Hono's bodyLimit, which
 * stops it once it outgrows the limit), and within `timeoutMs`, so a slow client holds
 * no handler (decision 017). A body with a Content-Length is read straight from the socket:
 * touching `request.body` or wrapping it in a new Request builds web streams and fetch
 * Requests that cost more than a whole chat answer (decision 035). The bytes go to
 * `c.req.bodyCache`, where Hono's request reads them.
 */
export function functionBody(maxSize = MAX_BODY_BYTES, timeoutMs = BODY_READ_TIMEOUT_MS): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: () => tooLarge(maxSize) });
  return async (c, next) => {
    const { raw } = c.req;
    const length = c.req.header("content-length");
    const keep = (body: ArrayBuffer) => cacheBody(c.req, "arrayBuffer", body);
    let read: Promise<unknown>;
    if (length === undefined || c.req.header("transfer-encoding") !== undefined)
      read = Promise.resolve(
        limit(c, async () => {
          if (c.req.raw.body) keep(await c.req.raw.arrayBuffer());
        }),
      );
    else if (Number.parseInt(length, 10) > maxSize) return tooLarge(maxSize);
    else read = raw.arrayBuffer().then(keep);
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

/**
 * Parses a request's body as JSON with a sentence for every failure. A HonoRequest behind
 * `functionBody()` answers from the bytes it read; a Request built in code is read here,
 * and the size check holds for it too.
 */
export async function readJson(request: Request | HonoRequest, limit = MAX_BODY_BYTES): Promise<JsonBody> {
  const type = "headers" in request ? request.headers.get("content-type") : request.header("content-type");
  if (!isJsonContentType(type)) {
    return {
      ok: false,
      response: errorResponse(415, "Please send the request body as JSON (Content-Type: application/json)."),
    };
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await request.arrayBuffer());
  } catch {
    return { ok: false, response: unreadable() };
  }
  if (bytes.byteLength > limit) return { ok: false, response: tooLarge(limit) };
  try {
    const text = utf8.decode(bytes);
    return { ok: true, value: JSON.parse(text), text };
  } catch {
    return { ok: false, response: errorResponse(400, "The request body is not valid JSON.") };
  }
}

/** A route's check of its parsed body: the value the handler gets, or the answer to send instead. */
export type BodyCheck<T> = (body: unknown, c: Context) => T | Response | Promise<T | Response>;

export interface JsonBodyOptions {
  /** When set, a body that is not a JSON object is refused with this sentence. */
  object?: string;
  limit?: number;
}

/**
 * The route's body validator: `readJson`'s sentences, then (for `object`) the object check,
 * then `check`. The text goes to Hono's body cache, where hono/validator parses it again
 * (a few microseconds for a function's body) and hands the value to `check`.
 */
export function jsonBody<T>(check: BodyCheck<T>, { object, limit = MAX_BODY_BYTES }: JsonBodyOptions = {}) {
  const validate = validator("json", async (value, c) => {
    if (object && (typeof value !== "object" || value === null || Array.isArray(value)))
      return errorResponse(400, object);
    return check(value, c);
  });
  return (async (c, next) => {
    const body = await readJson(c.req, limit);
    if (!body.ok) return body.response;
    cacheBody(c.req, "text", body.text);
    return validate(c, next);
  }) as typeof validate;
}

/**
 * A zod schema as a body check: the parsed data, or 400 with the first issue's sentence and
 * `fieldErrors` (each issue's message under its top-level field, else `field`).
 */
export function schemaCheck<S extends z.ZodType>(
  schema: S | ((c: Context) => S),
  { invalid, field }: { invalid: string; field: string },
): BodyCheck<z.infer<S>> {
  return (body, c) => {
    const parsed = (typeof schema === "function" ? schema(c) : schema).safeParse(body);
    if (parsed.success) return parsed.data;
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? field);
      fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
    }
    return errorResponse(400, parsed.error.issues[0]?.message ?? invalid, { fieldErrors });
  };
}
