/**
 * The fuzz's raw material: edge-case strings, bytes, bodies and header values.
 * Kept as plain tables so a failing case can be read off its label. No value
 * contains words the leak check looks for (SQL keywords, "node_modules"), so an
 * answer that echoes a question cannot trip it.
 */

/** Every site function, plus the health check. */
export const FUNCTION_PATHS = [
  "/healthz",
  "/functions/v1/sms-rates",
  "/functions/v1/chat",
  "/functions/v1/contact",
  "/functions/v1/admin/leads",
  "/functions/v1/voice-llm/chat/completions",
] as const;

/** Paths under /functions/v1 that are not functions, or not quite. */
export const UNKNOWN_PATHS = [
  "/functions/v1",
  "/functions/v1/",
  "/functions/v1/nope",
  "/functions/v1/CHAT",
  "/functions/v1/chat/extra",
  "/functions/v1/admin",
  "/functions/v1/admin/leads/1",
  "/functions/v1/admin/users",
  "/functions/v1/voice-llm",
  "/functions/v1/voice-llm/chat",
  "/functions/v1/voice-llm/v1/chat/completions",
  "/functions/v2/chat",
  "/healthz/deep",
];

/** Percent-encoding and dot-segment oddities, valid enough for Node's client to send. */
export const ODD_PATHS = [
  "/functions/v1/chat%00",
  "/functions/v1/%ZZ",
  "/functions/v1/%",
  "/functions/v1/%c0%af",
  "/functions/v1/%ed%a0%80",
  "/functions/v1/../healthz",
  "/functions/v1/chat/..%2f..%2f..%2fetc%2fpasswd",
  "/functions/v1/%2e%2e/%2e%2e/healthz",
  "/functions/v1//chat",
  "/functions/v1/./chat",
  "/functions/v1/chat;jsessionid=1",
  "/functions/v1/sms-rates%2F",
  "/functions/v1/contact%20",
  "/functions/v1/%E2%80%AEtahc",
  `/functions/v1/${"a".repeat(4000)}`,
];

export const ODD_QUERIES = [
  "?",
  "?&&&",
  "?%ZZ=1",
  "?a=%00",
  "?a=%ed%a0%80",
  "?format=csv&format=json",
  "?format=xml",
  "?format=%00",
  "?since=9999-99-99",
  "?since=2026-02-30",
  "?since=2026-11-01T99:99:99Z",
  "?since=0000-00-00T..........Z",
  "?since=-1",
  "?since[]=1",
  "?__proto__[x]=1&constructor[prototype][y]=2",
  "?message=hello",
  `?q=${"%41".repeat(1500)}`,
  `?${"k=v&".repeat(500)}`,
  "?a=1#fragment",
];

/** Strings that break naive text handling: surrogates, direction overrides, invisible and control characters. */
export const UNICODE_EDGES = [
  "\ud800",
  "\udfff",
  "\udc00\ud800",
  "x\ud83dy",
  "\u202eevil\u202c text",
  "\u200b\u200c\u200d\u2060\ufeff",
  "\u0000",
  "before\u0000after",
  "\u0001\u0007\u001b[31m\u007f",
  "\u{1f469}\u200d\u{1f469}\u200d\u{1f467}\u200d\u{1f466}\u{1f3f3}\ufe0f\u200d\u{1f308}\u{1f9d1}\u{1f3fd}\u200d\u{1f4bb}", // emoji ZWJ sequences
  "Z̸̢̛̖̈́a̵̡̛͓l̴̨̛͔g̸̢̛͔ǫ̵̛̈́",
  "\uffff\ufffe\ufffd",
  "\u{10ffff}\u{e0001}\u{e0041}",
  "\u2028\u2029\r\n\t\v\f",
  "İ\u0130ßﬀ\ufdfa", // change length when case-folded or normalised
  "مرحبا كم سعر الرسائل",
  "价格是多少",
  "ｐｒｉｃｅ",
  "%00%ZZ%ed%a0%80",
  "\\u0000\\ud800",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally.
  "${7*7}{{7*7}}<script>alert(1)</script>",
  "'; -- \" or 1=1",
];

/** Byte sequences that are not UTF-8, to splice inside JSON strings. */
export const INVALID_UTF8: readonly number[][] = [
  [0xc0, 0xaf], // overlong "/"
  [0xe0, 0x80, 0xaf], // overlong, three bytes
  [0xed, 0xa0, 0x80], // an encoded surrogate
  [0xf4, 0x90, 0x80, 0x80], // above U+10FFFF
  [0xff],
  [0xfe, 0xfe],
  [0xc3], // truncated two-byte sequence
  [0xe2, 0x82], // truncated three-byte sequence
  [0x80, 0x80],
];

/** Bodies that are not JSON, or not quite. */
export const BROKEN_JSON = [
  "",
  " ",
  "{",
  "}",
  '{"message":',
  '{"message":"unterminated',
  '{"message":"hi",}',
  "{'message':'hi'}",
  '{message:"hi"}',
  '{"message":"hi"}}',
  '{"message":"hi"} trailing',
  '{"message":NaN}',
  '{"message":Infinity}',
  '{"message":undefined}',
  '{"message":"hi" /* comment */}',
  '{"message":"\\x41"}',
  '{"message":"\\u12"}',
  '{"message":"tab\there"}',
  "\ufeff{}",
  "nul\u0000l",
  "[".repeat(100),
  '{"a":'.repeat(100),
  "message=hi&email=a%40b.co",
  "<xml><message>hi</message></xml>",
  "1e999999",
  "-",
  "0x10",
];

/** Top-level JSON values of the wrong type. */
export const WRONG_TYPES: unknown[] = [
  null,
  true,
  0,
  -1.5e308,
  "a string",
  [],
  [{ message: "hi" }],
  {},
  { message: null },
];

/** Field values of the wrong type for any field. */
export const WRONG_FIELD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  1e21,
  "",
  " ",
  [],
  ["a"],
  {},
  { toString: "x" },
  { valueOf: 1 },
  { length: 5 },
];

export const CONTENT_TYPES = [
  null,
  "",
  "text/plain",
  "text/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "APPLICATION/JSON",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "application/json;;;",
  "application/json, text/plain",
  "application/vnd.api+json",
  "application/+json",
  "+json",
  "json",
  "application/json\t",
  "*/*",
];

export const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"];

export const BOGUS_ORIGINS = [
  "null",
  "http://evil.example",
  "https://evil.example",
  "http://127.0.0.1",
  "http://127.0.0.1:1",
  "file://",
  "http://localhost:3000.evil.example",
  "http://127.0.0.1:3000/",
  "HTTP://127.0.0.1:3000",
  "javascript:alert(1)",
  "http://\u00ff\u00fe",
  "*",
  "http://a, http://b",
];

export const BOGUS_HOSTS = [
  "evil.example",
  "127.0.0.1:99999",
  "[::1]",
  "[::1",
  "a..b",
  "localhost:0",
  "host_with_underscore",
  "user@127.0.0.1",
  "127.0.0.1:1/path",
  "127.0.0.1?x",
  "\u00ff\u00fe",
  "x".repeat(300),
];

export const BOGUS_FORWARDED_FOR = [
  "",
  ",,,",
  "unknown",
  "999.999.999.999",
  "1.1.1.1, <script>",
  "::ffff:zz:1",
  "[::1]:80",
  "192.0.2.9:51234, [2001:DB8::1]:443",
  "1.1.1.1,".repeat(500),
];

export const BOGUS_AUTHORIZATION = [
  "",
  "Bearer",
  "Bearer ",
  "Bearer  ",
  "bearer x",
  "Basic Zm9vOmJhcg==",
  "Bearer \u00ff\u00fe\u00fd",
  `Bearer ${"a".repeat(6000)}`,
  "Token abc",
  "Bearer a b c",
];

/** Request headers the site's code or Node reads, with hostile values. */
export const ABUSED_HEADERS: [string, string[]][] = [
  ["idempotency-key", ["", "x", "../../etc", "\u00ff".repeat(200), "k".repeat(5000)]],
  ["accept-encoding", ["br;q=1000, gzip;q=-1, *;q=0", "identity;q=0", "x".repeat(6000), ",,,,"]],
  ["range", ["bytes=0-0", "bytes=-1", "bytes=5-1", "bytes=0-0,".repeat(500), "lines=1-2"]],
  ["if-none-match", ["*", 'W/"x"', '"', `"a",`.repeat(1000)]],
  ["if-modified-since", ["yesterday", "Thu, 01 Jan 1970 00:00:00 GMT"]],
  ["accept", ["text/event-stream", "*/*;q=abc", "application/json;q=0"]],
  ["user-agent", ["", "u".repeat(7000), "\u00ff\u00fe"]],
  ["cookie", ["a=b; ".repeat(600), "=;=;="]],
  ["x-http-method-override", ["DELETE", "GET"]],
  ["content-encoding", ["gzip", "br", "identity, gzip"]],
  ["expect", ["100-continue", "something-else"]],
  ["referer", ["javascript:alert(1)", "r".repeat(5000)]],
];
