/**
 * Request bodies for the functions that read one (chat, contact, voice-llm):
 * a valid body, and cases that break it in one way each.
 */

import { MAX_BODY_BYTES } from "../http/read-json";
import {
  BROKEN_JSON,
  type FUNCTION_PATHS,
  INVALID_UTF8,
  UNICODE_EDGES,
  WRONG_FIELD_VALUES,
  WRONG_TYPES,
} from "./fuzz-values";
import type { Rng } from "./rng";

type FunctionPath = (typeof FUNCTION_PATHS)[number];
export const CHAT = "/functions/v1/chat";
export const CONTACT = "/functions/v1/contact";
export const VOICE = "/functions/v1/voice-llm/chat/completions";
export const ADMIN = "/functions/v1/admin/leads";
export const POSTED: readonly FunctionPath[] = [CHAT, CONTACT, VOICE];
/** Body limits of the functions that read one (http/read-json.ts; the voice one in functions/router.ts). */
export const BODY_LIMIT: Record<string, number> = {
  [CHAT]: MAX_BODY_BYTES,
  [CONTACT]: MAX_BODY_BYTES,
  [VOICE]: 256 * 1024,
};

/** A valid body for each function that takes one. */
export function validBody(path: string, rng: Rng): Record<string, unknown> {
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
      idempotencyKey: `fuzz-${rng.int(2 ** 30).toString(36)}-${rng.int(2 ** 30).toString(36)}`,
      sourcePath: "/contact",
    };
  }
  if (path === VOICE) {
    return {
      model: "relaywave",
      stream: rng.chance(0.5),
      messages: [
        { role: "system", content: "You are the Relaywave assistant." },
        { role: "user", content: rng.pick(["What does an SMS to Kenya cost?", "Do you offer WhatsApp?"]) },
      ],
    };
  }
  return { message: rng.pick(["How much is an SMS to the UAE?", "What is a sender ID?", "hello"]) };
}

export const json = (value: unknown) => Buffer.from(JSON.stringify(value));
/** `{"a":1}` + `"b":2` → `{"b":2,"a":1}`: adds members as text, so keys like __proto__ stay literal. */
const withMembers = (body: Record<string, unknown>, members: string) =>
  Buffer.from(`{${members},${JSON.stringify(body).slice(1)}`);

function nest(depth: number, open: string, close: string, inner = "1"): string {
  return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
}

/** A lead's free-text fields: what reaches the database as written. */
const STORED_TEXT = ["name", "company", "message"];

/** Replaces one field (or, for the voice endpoint, one message part) with `value`. */
function mutateField(path: string, body: Record<string, unknown>, rng: Rng, value: unknown): string {
  if (path === VOICE && rng.chance(0.6)) {
    const messages = body.messages as Record<string, unknown>[];
    const message = messages[1] as Record<string, unknown>;
    const field = rng.pick(["role", "content", "content-part", "messages"]);
    if (field === "content-part") message.content = [{ type: rng.pick(["text", 1, null]), text: value }];
    else if (field === "messages") body.messages = rng.chance(0.5) ? value : [...messages, value];
    else message[field] = value;
    return `messages[1].${field}`;
  }
  // Mostly a lead's free text, so the value gets past validation to storage.
  const field = path === CONTACT && rng.chance(0.7) ? rng.pick(STORED_TEXT) : rng.pick(Object.keys(body));
  body[field] = value;
  return field;
}

export function bodyCase(path: string, rng: Rng): { kind: string; body: Buffer; sizeFault: boolean } {
  const valid = validBody(path, rng);
  const kind = rng.pick([
    "broken-json",
    "wrong-type",
    "wrong-field",
    "extra-fields",
    "pollution",
    "deep",
    "huge-string",
    "unicode",
    "invalid-utf8",
    "oversized",
  ]);
  switch (kind) {
    case "broken-json": {
      const index = rng.int(BROKEN_JSON.length);
      return { kind: `${kind}#${index}`, body: Buffer.from(BROKEN_JSON[index] as string), sizeFault: false };
    }
    case "wrong-type":
      return { kind, body: json(rng.pick(WRONG_TYPES)), sizeFault: false };
    case "wrong-field": {
      const field = mutateField(path, valid, rng, rng.pick(WRONG_FIELD_VALUES));
      return { kind: `${kind}:${field}`, body: json(valid), sizeFault: false };
    }
    case "extra-fields":
      return {
        kind,
        body: json({ ...valid, extra: 1, id: "x", created_at: 0, ["k".repeat(300)]: [] }),
        sizeFault: false,
      };
    case "pollution":
      return {
        kind,
        body: withMembers(
          valid,
          rng.pick([
            '"__proto__":{"consent":true,"polluted":1}',
            '"constructor":{"prototype":{"polluted":1}}',
            '"__proto__":null,"toString":1,"hasOwnProperty":"x","valueOf":[]',
            '"prototype":{"isAdmin":true}',
          ]),
        ),
        sizeFault: false,
      };
    case "deep": {
      const depth = path === VOICE ? rng.pick([1000, 40_000]) : rng.pick([500, 5000]);
      const deep = rng.chance(0.5) ? nest(depth, "[", "]") : nest(depth, '{"a":', "}");
      return { kind: `${kind}:${depth}`, body: withMembers(valid, `"nested":${deep}`), sizeFault: false };
    }
    case "huge-string": {
      const length = rng.pick([2001, 10_000, 15_000, 200_000]);
      const field = mutateField(path, valid, rng, rng.pick(["x", "é", "😀", " "]).repeat(length));
      const body = json(valid);
      return {
        kind: `${kind}:${field}:${length}`,
        body,
        sizeFault: body.byteLength > (BODY_LIMIT[path] ?? 0),
      };
    }
    case "unicode": {
      const edge = rng.pick(UNICODE_EDGES);
      // Keep the rest of a field valid (a name, a message of 10+ characters) so the value reaches storage.
      const field = mutateField(path, valid, rng, `Hello there ${edge} friend`);
      return { kind: `${kind}#${UNICODE_EDGES.indexOf(edge)}:${field}`, body: json(valid), sizeFault: false };
    }
    case "invalid-utf8": {
      const bytes = rng.pick(INVALID_UTF8);
      const text = JSON.stringify(valid);
      const at = text.indexOf('"', text.indexOf(":") + 1) + 1; // inside the first string value
      const body = Buffer.concat([
        Buffer.from(text.slice(0, at)),
        Buffer.from(bytes),
        Buffer.from(text.slice(at)),
      ]);
      return { kind: `${kind}:${bytes.join(",")}`, body, sizeFault: false };
    }
    default: {
      const size = rng.pick([17 * 1024, 64 * 1024, 300 * 1024, 1024 * 1024]);
      const body = Buffer.from(`{"message":"${"o".repeat(size)}"}`);
      return { kind: `${kind}:${size}`, body, sizeFault: body.byteLength > (BODY_LIMIT[path] ?? 0) };
    }
  }
}
