/**
 * Reads a JSON request body the way every function needs it, turning each kind
 * of bad input into its status and a sentence: 415 not JSON, 413 over the size
 * limit, 400 unparsable. Never throws.
 */
import { errorResponse } from "./errors";

export const MAX_BODY_BYTES = 16 * 1024;

const utf8 = new TextDecoder("utf-8", { fatal: true });

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

function isJsonContentType(header: string | null): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase();
  return type === "application/json" || Boolean(type?.endsWith("+json"));
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readJson(request: Request, limit = MAX_BODY_BYTES): Promise<JsonBody> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    return {
      ok: false,
      response: errorResponse(415, "Please send the request body as JSON (Content-Type: application/json)."),
    };
  }
  const tooLarge = () => ({
    ok: false as const,
    response: errorResponse(413, `The request body is too large; the limit is ${limit / 1024} KiB.`),
  });
  const length = request.headers.get("content-length");
  const declared = length === null ? null : Number(length);
  if (declared !== null && declared > limit) return tooLarge();
  let bytes: Uint8Array | null;
  try {
    // With a declared length the server's HTTP parser bounds the body, so read it in one go
    // (far cheaper than a stream reader); a chunked body is read incrementally up to the limit.
    bytes =
      declared !== null && Number.isFinite(declared)
        ? new Uint8Array(await request.arrayBuffer())
        : await readLimited(request, limit);
    if (bytes && bytes.byteLength > limit) bytes = null;
  } catch {
    return { ok: false, response: errorResponse(400, "The request body could not be read.") };
  }
  if (bytes === null) return tooLarge();
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
