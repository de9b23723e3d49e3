/**
 * Generates malformed HTTP requests for every site function from a seed: the
 * same seed always yields the same requests, so a failure reproduces with
 * FUZZ_SEED=<seed>. Most cases start from a valid, authorised request and break
 * one thing, so each fault reaches the code behind the checks it does not break.
 */
import {
  ABUSED_HEADERS,
  BOGUS_AUTHORIZATION,
  BOGUS_FORWARDED_FOR,
  BOGUS_HOSTS,
  BOGUS_ORIGINS,
  CONTENT_TYPES,
  FUNCTION_PATHS,
  METHODS,
  ODD_PATHS,
  ODD_QUERIES,
  UNKNOWN_PATHS,
} from "./fuzz-values";
import { ADMIN, bodyCase, CONTACT, json, POSTED, VOICE, validBody } from "./malformed-bodies";
import { rawRequests } from "./raw-requests";
import { createRng, type Rng } from "./rng";

export interface MalformedRequest {
  /** Method, path and what was broken, e.g. "POST /functions/v1/contact body:unicode#6:name"; printed with failures. */
  label: string;
  method: string;
  /** The request target, as sent. */
  path: string;
  /** Header pairs in order; a name may repeat. */
  headers: [string, string][];
  body: Buffer | null;
  /** Send the body in pieces with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked: boolean;
  /** Bytes written straight to a socket, for abuse Node's HTTP client refuses to send. */
  raw: Buffer | null;
  /** The server may close the connection instead of answering (Node's own refusals, huge bodies). */
  mayReset: boolean;
  /** A valid, authorised request whose only fault is its size: it must be answered 413. */
  expectTooLarge: boolean;
  /** The client hangs up halfway through its body, or as soon as the answer starts. */
  abort: "mid-body" | "mid-response" | null;
}

export interface FuzzTarget {
  port: number;
  adminToken: string;
  voiceSecret: string;
}

/** The headers a well-behaved caller of `path` sends. */
function validHeaders(path: string, target: FuzzTarget): [string, string][] {
  const headers: [string, string][] = [["content-type", "application/json"]];
  if (path === ADMIN) headers.push(["authorization", `Bearer ${target.adminToken}`]);
  if (path === VOICE) headers.push(["authorization", `Bearer ${target.voiceSecret}`]);
  if (path === CONTACT) headers.push(["origin", `http://127.0.0.1:${target.port}`]);
  return headers;
}

function headerAbuse(headers: [string, string][], rng: Rng, target: FuzzTarget): string {
  const replace = (name: string, value: string) => {
    const kept = headers.filter(([key]) => key !== name);
    headers.splice(0, headers.length, ...kept, [name, value]);
  };
  const kind = rng.pick(["origin", "host", "xff", "authorization", "other", "many", "long", "duplicate"]);
  if (kind === "origin") replace("origin", rng.pick(BOGUS_ORIGINS));
  else if (kind === "host") headers.push(["host", rng.pick(BOGUS_HOSTS)]);
  else if (kind === "xff") replace("x-forwarded-for", rng.pick(BOGUS_FORWARDED_FOR));
  else if (kind === "authorization") replace("authorization", rng.pick(BOGUS_AUTHORIZATION));
  else if (kind === "other") {
    const [name, values] = rng.pick(ABUSED_HEADERS);
    replace(name, rng.pick(values));
  } else if (kind === "many") for (let i = 0; i < 300; i++) headers.push([`x-fuzz-${i}`, String(i)]);
  else if (kind === "long") headers.push([`x-${rng.pick(["long", "origin", "trace"])}`, "v".repeat(12_000)]);
  else {
    const name = rng.pick(["content-type", "authorization", "origin", "idempotency-key", "x-forwarded-for"]);
    const values: Record<string, string> = {
      "content-type": "text/plain",
      authorization: `Bearer ${target.adminToken}x`,
      origin: "http://evil.example",
    };
    headers.push([name, values[name] ?? "second"]);
  }
  return kind;
}

function targetPath(rng: Rng): string {
  const roll = rng.next();
  const path =
    roll < 0.85 ? rng.pick(FUNCTION_PATHS) : roll < 0.93 ? rng.pick(UNKNOWN_PATHS) : rng.pick(ODD_PATHS);
  return rng.chance(0.15) ? `${path}${rng.pick(ODD_QUERIES)}` : path;
}

/** One malformed request: mostly through Node's HTTP client, now and then raw bytes on a socket. */
export function malformedRequest(rng: Rng, target: FuzzTarget): MalformedRequest {
  if (rng.chance(0.03)) return rng.pick(rawRequests(target));
  const path = targetPath(rng);
  const bare = path.split("?")[0] as string;
  const request: MalformedRequest = {
    label: "",
    method: "POST",
    path,
    headers: validHeaders(bare, target),
    body: null,
    chunked: false,
    raw: null,
    mayReset: false,
    expectTooLarge: false,
    abort: null,
  };
  const takesBody = (POSTED as readonly string[]).includes(bare);
  const kind = rng.pick([
    "method",
    "preflight",
    "body",
    "body",
    "body",
    "content-type",
    "headers",
    "valid",
    "abort",
  ]);
  const parts = [kind];
  if (kind === "method" || !takesBody) {
    request.method = rng.pick(METHODS);
    if (request.method !== "GET" && request.method !== "HEAD" && rng.chance(0.5))
      request.body = json(validBody(bare, rng));
  } else if (kind === "preflight") {
    request.method = "OPTIONS";
    if (rng.chance(0.7))
      request.headers.push(["access-control-request-method", rng.pick(["POST", "GET", "PUT", "x"])]);
    if (rng.chance(0.5)) request.headers.push(["access-control-request-headers", "content-type, x-evil"]);
    if (rng.chance(0.5))
      request.headers.push(["origin", rng.pick([...BOGUS_ORIGINS, `http://127.0.0.1:${target.port}`])]);
  } else if (kind === "body") {
    const made = bodyCase(bare, rng);
    parts.push(made.kind);
    request.body = made.body;
    request.expectTooLarge = made.sizeFault;
    request.mayReset = made.sizeFault;
  } else {
    request.body = json(validBody(bare, rng));
    if (kind === "content-type") {
      const type = rng.pick(CONTENT_TYPES);
      request.headers = request.headers.filter(([name]) => name !== "content-type");
      if (type !== null) request.headers.push(["content-type", type]);
      parts.push(String(type));
    } else if (kind === "headers") parts.push(headerAbuse(request.headers, rng, target));
    else if (kind === "abort") {
      // Half a body, then silence: the handler is left reading a stream that errors.
      request.abort = rng.chance(0.5) ? "mid-body" : "mid-response";
      request.mayReset = true;
      parts.push(request.abort);
      if (request.abort === "mid-body") request.chunked = true;
    }
  }
  if (request.body && rng.chance(0.2)) request.chunked = true;
  request.label = `${request.method} ${path.slice(0, 80)} ${parts.join(":")}${request.chunked ? " chunked" : ""}`;
  return request;
}

/**
 * Huge bodies, six per round: to each function that reads one, with a Content-Length or chunked.
 * Over a keep-alive connection the 413 must arrive. With `Connection: close` Node destroys the
 * socket as soon as the 413 is written, with the body still arriving, and the reset can
 * overtake the answer (about 1 in 5 on localhost): allowed.
 */
export function hugeBodyRequests(target: FuzzTarget, rng: Rng): MalformedRequest[] {
  return POSTED.flatMap((path) =>
    [false, true].map((close): MalformedRequest => {
      const size = (2 + rng.int(4)) * 1024 * 1024;
      const chunked = rng.chance(0.5);
      const headers = validHeaders(path, target);
      if (close) headers.push(["connection", "close"]);
      return {
        label: `POST ${path} huge:${size}${chunked ? " chunked" : ""}${close ? " connection:close" : ""}`,
        method: "POST",
        path,
        headers,
        body: Buffer.from(`{"message":"${"h".repeat(size)}"}`),
        chunked,
        raw: null,
        mayReset: close,
        expectTooLarge: true,
        abort: null,
      };
    }),
  );
}

export function malformedRequests(seed: number, count: number, target: FuzzTarget): MalformedRequest[] {
  const rng = createRng(seed);
  const requests = Array.from({ length: count }, () => malformedRequest(rng, target));
  return [...requests, ...hugeBodyRequests(target, rng)];
}
