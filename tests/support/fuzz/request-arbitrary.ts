/**
 * fast-check arbitraries for malformed requests to every site function. Most
 * cases start from a valid, authorised request and break one thing, so each
 * fault reaches the code behind the checks it does not break. Values never
 * contain words the leak check looks for (SQL keywords, "node_modules"), so an
 * answer that echoes a question cannot trip it.
 */
import fc from "fast-check";
import { brokenBody, json, validBody } from "./body-arbitrary.ts";
import { ADMIN, CONSOLE_PATHS, CONTACT, FUNCTION_PATHS, POSTED, SIGN_IN, VOICE } from "./function-paths.ts";

export * from "./function-paths.ts";

export interface FuzzRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  /** In order; a name may repeat. */
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer> | null;
  /** Sent as a stream with no Content-Length, as a chunked body arrives. */
  stream: boolean;
  /** What was broken, for the failure message. */
  fault: string;
}

export interface FuzzSecrets {
  origin: string;
  adminToken: string;
  voiceSecret: string;
}

/** A printable Latin-1 string: what a header value can hold. */
const headerText = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
    .map((code) => String.fromCharCode(code)),
  maxLength: 80,
});

const hostileHeader: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(
    fc.constantFrom(
      "origin",
      "host",
      "x-forwarded-for",
      "authorization",
      "idempotency-key",
      "accept-encoding",
      "range",
      "if-none-match",
      "cookie",
      "content-encoding",
      "expect",
      "x-http-method-override",
    ),
    fc.oneof(
      headerText,
      fc.constantFrom("null", "http://evil.example", "Bearer", "Bearer ", "1.1.1.1, <script>", "gzip", "*"),
      fc.constantFrom("v".repeat(12_000), "1.1.1.1,".repeat(500), `"a",`.repeat(1000)),
    ),
  ),
  fc.tuple(fc.stringMatching(/^x-[a-z0-9-]{1,20}$/), headerText),
);

const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "APPLICATION/JSON",
  "application/json; charset=utf-16",
  "application/json;;;",
  "application/vnd.api+json",
  "+json",
  "*/*",
];

const pathArbitrary = fc
  .tuple(
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...FUNCTION_PATHS) },
      fc.constantFrom(
        "/functions/v1",
        "/functions/v1/CHAT",
        "/functions/v1/chat/extra",
        "/functions/v1/admin",
        "/functions/v2/chat",
        "/healthz/deep",
        "/functions/v1/%ZZ",
        "/functions/v1/chat%00",
        "/functions/v1/%ed%a0%80",
        "/functions/v1/chat/..%2f..%2fetc%2fpasswd",
        "/functions/v1//chat",
        `/functions/v1/${"a".repeat(4000)}`,
      ),
      fc.webPath().map((path) => `/functions/v1${path}`),
      fc.webPath(),
    ),
    fc.option(
      fc.oneof(
        fc.webQueryParameters(),
        fc.constantFrom(
          "format=xml",
          "format=csv&format=json",
          "since=2026-02-30",
          "since[]=1",
          "__proto__[x]=1",
        ),
      ),
      { freq: 5 },
    ),
  )
  .map(([path, query]) => (query === null ? path : `${path}?${query}`));

/** A short form for failure messages: long values as their length. */
function describe(this: FuzzRequest): string {
  const short = (value: string) =>
    value.length > 120 ? `${value.slice(0, 60)}…(${value.length} chars)` : value;
  const headers = this.headers.map(([name, value]) => `${name}: ${short(JSON.stringify(value))}`);
  const body = this.body ? short(JSON.stringify(new TextDecoder().decode(this.body))) : "none";
  const framing = this.stream ? " (streamed)" : "";
  return `${this.method} ${short(this.path)} [${this.fault}]\n  ${headers.join("\n  ")}\n  body${framing}: ${body}`;
}

/** Every function and then some, each request broken in one way. */
export function fuzzRequest(secrets: FuzzSecrets): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(pathArbitrary, fc.nat()).chain(([path, key]) => {
    const bare = path.split("?")[0] as string;
    const headers: [string, string][] = [["content-type", "application/json"]];
    if (bare === ADMIN || CONSOLE_PATHS.includes(bare))
      headers.push(["authorization", `Bearer ${secrets.adminToken}`]);
    if (bare === VOICE) headers.push(["authorization", `Bearer ${secrets.voiceSecret}`]);
    if (bare === CONTACT || bare === SIGN_IN) headers.push(["origin", secrets.origin]);
    const valid = json(validBody(bare, key));
    const request = (fault: string, changes: Partial<FuzzRequest>): FuzzRequest =>
      Object.assign(
        { method: "POST", path, headers, body: valid, stream: false, fault, ...changes },
        { [fc.toStringMethod]: describe },
      );
    const method = fc.oneof(
      fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"),
      fc.stringMatching(/^[A-Za-z]{1,12}$/),
    );
    return fc.oneof(
      fc
        .tuple(method, fc.boolean())
        .map(([name, withBody]) =>
          request("method", { method: name, body: withBody && !/^(GET|HEAD)$/i.test(name) ? valid : null }),
        ),
      fc
        .tuple(
          fc.constantFrom("POST", "PUT", "x"),
          fc.constantFrom(secrets.origin, "http://evil.example", "null"),
        )
        .map(([wanted, origin]) =>
          request("preflight", {
            method: "OPTIONS",
            body: null,
            headers: [...headers, ["origin", origin], ["access-control-request-method", wanted]],
          }),
        ),
      {
        weight: POSTED.includes(bare) ? 4 : 0,
        arbitrary: fc
          .tuple(brokenBody(bare), fc.boolean())
          .map(([[fault, body], stream]) => request(`body:${fault}`, { body, stream })),
      },
      fc.option(fc.constantFrom(...CONTENT_TYPES)).map((type) =>
        request(`content-type:${type}`, {
          headers: [
            ...headers.filter(([name]) => name !== "content-type"),
            ...(type ? [["content-type", type]] : []),
          ] as [string, string][],
        }),
      ),
      fc
        .array(hostileHeader, { minLength: 1, maxLength: 4 })
        .map((extra) =>
          request(`headers:${extra.map(([name]) => name).join(",")}`, { headers: [...headers, ...extra] }),
        ),
      fc.constant(
        request("many-headers", {
          headers: [
            ...headers,
            ...Array.from({ length: 300 }, (_, i) => [`x-f${i}`, "1"] as [string, string]),
          ],
        }),
      ),
      fc.boolean().map((stream) => request("valid", { stream })),
    );
  });
}
