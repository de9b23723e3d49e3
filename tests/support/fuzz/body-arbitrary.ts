/**
 * fast-check arbitraries for request bodies: a valid body per function, and
 * broken ones (bad JSON, wrong types, hostile text, prototype keys, deep
 * nesting, sizes past every limit).
 */

import fc from "fast-check";
import { sampleLead } from "../sample-lead.ts";
import { CONTACT, FEEDBACK, SIGN_IN, SURELY_TOO_LARGE, VOICE } from "./function-paths.ts";

export const text = (value: string) => new TextEncoder().encode(value);
export const json = (value: unknown) => text(JSON.stringify(value));
/** Adds members as text, so keys like __proto__ stay literal instead of setting a prototype. */
const withMembers = (body: object, members: string) => text(`{${members},${JSON.stringify(body).slice(1)}`);

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

export function validBody(path: string, key: number): Record<string, unknown> {
  if (path === CONTACT) {
    return { ...sampleLead, idempotencyKey: `fuzz-${key}` };
  }
  if (path === VOICE) {
    const content = "What does an SMS to Kenya cost?";
    return { model: "relaywave", stream: key % 2 === 0, messages: [{ role: "user", content }] };
  }
  if (path === SIGN_IN) return { email: `fuzz-${key}@example.com`, password: "not the password" };
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
export function brokenBody(path: string): fc.Arbitrary<[string, Uint8Array<ArrayBuffer>]> {
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
