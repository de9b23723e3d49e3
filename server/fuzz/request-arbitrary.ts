/**
 * fast-check arbitraries for malformed requests to every site function. Most
 * cases start from a valid, authorised request and break one thing, so each
 * fault reaches the code behind the checks it does not break. Values never
 * contain words the leak check looks for (SQL keywords, "node_modules"), so an
 * answer that echoes a question cannot trip it.
 */
import fc from "fast-check";

export const CHAT = "/functions/v1/chat";
export const CONTACT = "/functions/v1/contact";
export const VOICE = "/functions/v1/voice-llm/chat/completions";
export const ADMIN = "/functions/v1/admin/leads";
export const FEEDBACK = "/functions/v1/chat-feedback";
export const FUNCTION_PATHS = ["/healthz", "/functions/v1/sms-rates", CHAT, FEEDBACK, CONTACT, ADMIN, VOICE];
const POSTED = [CHAT, FEEDBACK, CONTACT, VOICE];
/** Far above every body limit (16 KiB; 256 KiB for voice): such a body must be refused with 413. */
export const SURELY_TOO_LARGE = 1024 * 1024;

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

const text = (value: string) => new TextEncoder().encode(value);
const json = (value: unknown) => text(JSON.stringify(value));
/** Adds members as text, so keys like __proto__ stay literal instead of setting a prototype. */
const withMembers = (body: object, members: string) => text(`{${members},${JSON.stringify(body).slice(1)}`);

/** A printable Latin-1 string: what a header value can hold. */
const headerText = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
    .map((code) => String.fromCharCode(code)),
  maxLength: 80,
});

/** Strings that break naive text handling, next to whatever fast-check makes of any code point. */
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.constantFrom(
    "\ud800",
    "x\ud83dy\udc00",
    "\u202eevil\u202c",
    "\u200b\ufeff\u0000\u001b[31m\u007f",
    "Z̸̢̛̖̈́a̵̡̛͓l̴̨̛͔g̸̢̛͔ǫ̵̛̈́",
    "\u{10ffff}\u{e0001}\uffff",
    "\u2028\u2029\r\n\t\v\f",
    "İßﬀ\ufdfa",
    "مرحبا كم سعر الرسائل",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
    "${7*7}{{7*7}}<script>alert(1)</script>",
    "'; -- \" or 1=1",
  ),
);

function validBody(path: string, key: number): Record<string, unknown> {
  if (path === CONTACT) {
    return {
      name: "Aisha Khan",
      email: "aisha@example.com",
      company: "Example Trading",
      phone: "+971 4 123 4567",
      country: "AE",
      service: "sms-services",
      message: "We want to send order updates to customers in the UAE.",
      consent: true,
      website: "",
      idempotencyKey: `fuzz-${key}`,
      sourcePath: "/contact",
    };
  }
  if (path === VOICE) {
    const content = "What does an SMS to Kenya cost?";
    return { model: "relaywave", stream: key % 2 === 0, messages: [{ role: "user", content }] };
  }
  if (path === FEEDBACK) {
    const id = `6f1c1d0e-3b1a-4c59-9a43-${String(key).padStart(12, "0").slice(-12)}`;
    return { conversationId: id, turnId: id, helpful: key % 2 === 0 };
  }
  if (key % 3 === 0)
    return { message: "and to Kuwait?", conversationId: `6f1c1d0e-3b1a-4c59-9a43-${"0".repeat(12)}` };
  return { message: "How much is an SMS to the UAE?" };
}

/** Replaces one field of a valid body (for voice, part of a message): mostly free text, so it reaches storage. */
function withField(path: string, body: Record<string, unknown>, pick: number, value: unknown) {
  if (path === VOICE && pick % 2 === 0) {
    const message = { role: "user", content: value as unknown };
    body.messages = pick % 4 === 0 ? value : [message];
    return body;
  }
  const keys = path === CONTACT ? ["name", "company", "message", "email", "consent"] : Object.keys(body);
  body[keys[pick % keys.length] as string] = value;
  return body;
}

function nest(depth: number, array: boolean): string {
  return array
    ? `${"[".repeat(depth)}1${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** A body for `path` broken in one way, named. */
function brokenBody(path: string): fc.Arbitrary<[string, Uint8Array<ArrayBuffer>]> {
  const valid = fc.nat().map((key) => validBody(path, key));
  return fc.oneof(
    fc
      .oneof(
        fc.constantFrom(
          "",
          "{",
          '{"message":"hi",}',
          "{'message':'hi'}",
          '{"message":NaN}',
          "\ufeff{}",
          "1e999999",
        ),
        fc.string({ maxLength: 40 }),
        // A valid body cut short anywhere.
        fc.tuple(valid, fc.nat()).map(([body, at]) => JSON.stringify(body).slice(0, at % 40)),
      )
      .map((value): [string, Uint8Array<ArrayBuffer>] => ["broken-json", text(value)]),
    fc
      .jsonValue({ maxDepth: 3 })
      .map((value): [string, Uint8Array<ArrayBuffer>] => ["wrong-type", json(value)]),
    fc
      .tuple(valid, fc.nat(), fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileText))
      .map(([body, pick, value]): [string, Uint8Array<ArrayBuffer>] => [
        "wrong-field",
        json(withField(path, body, pick, value)),
      ]),
    fc
      .tuple(valid, fc.nat(), hostileText)
      .map(([body, pick, value]): [string, Uint8Array<ArrayBuffer>] => [
        "unicode",
        json(withField(path, body, pick, `Hello there ${value} friend`)),
      ]),
    fc
      .tuple(
        valid,
        fc.uniqueArray(
          fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"),
          { minLength: 1 },
        ),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([body, keys, value]): [string, Uint8Array<ArrayBuffer>] => [
        "pollution",
        withMembers(
          body,
          keys.map((key) => `"${key}":${JSON.stringify(value ?? { polluted: true })}`).join(","),
        ),
      ]),
    fc
      .tuple(valid, fc.integer({ min: 100, max: 20_000 }), fc.boolean())
      .map(([body, depth, array]): [string, Uint8Array<ArrayBuffer>] => [
        `deep:${depth}`,
        withMembers(body, `"nested":${nest(depth, array)}`),
      ]),
    fc
      .tuple(valid, fc.uint8Array({ minLength: 1, maxLength: 6 }))
      .map(([body, bytes]): [string, Uint8Array<ArrayBuffer>] => {
        // Raw bytes inside the first string value: mostly not UTF-8.
        const whole = JSON.stringify(body);
        const at = whole.indexOf('"', whole.indexOf(":") + 1) + 1;
        return [
          "invalid-bytes",
          new Uint8Array([...text(whole.slice(0, at)), ...bytes, ...text(whole.slice(at))]),
        ];
      }),
    fc
      .constantFrom(17 * 1024, 300 * 1024, SURELY_TOO_LARGE, 3 * SURELY_TOO_LARGE)
      .map((size): [string, Uint8Array<ArrayBuffer>] => [
        `large:${size}`,
        text(`{"message":"${"o".repeat(size)}"}`),
      ]),
  );
}

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
    if (bare === ADMIN) headers.push(["authorization", `Bearer ${secrets.adminToken}`]);
    if (bare === VOICE) headers.push(["authorization", `Bearer ${secrets.voiceSecret}`]);
    if (bare === CONTACT) headers.push(["origin", secrets.origin]);
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
