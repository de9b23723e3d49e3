/**
 * A minimal client for an OpenAI-compatible chat-completions API: one POST,
 * no streaming, a hard timeout. Every failure becomes an `LlmError` with a
 * reason, so callers can fall back without inspecting transport details.
 * Error messages never contain the API key, the URL's query or the prompt.
 */
import type { LlmConfig } from "../env.ts";

export type LlmErrorReason = "timeout" | "http" | "malformed" | "network" | "empty";

export class LlmError extends Error {
  override name = "LlmError";
  readonly reason: LlmErrorReason;
  /** The upstream HTTP status, for reason "http". */
  readonly status: number | undefined;

  constructor(reason: LlmErrorReason, message: string, status?: number) {
    super(message);
    this.reason = reason;
    this.status = status;
  }
}

export interface LlmMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface LlmClient {
  /** Resolves with the assistant's reply, trimmed and non-empty; rejects with an LlmError. */
  complete(messages: readonly LlmMessage[]): Promise<string>;
}

export interface LlmClientOptions {
  /** Give up after this long, including reading the answer. Default 8000 ms. */
  timeoutMs?: number;
  /** `max_tokens` sent with each request. Default 350. */
  maxTokens?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_LLM_TIMEOUT_MS = 8000;
export const DEFAULT_LLM_MAX_TOKENS = 350;

/** The system error code behind a failed fetch (ECONNREFUSED, ENOTFOUND...), if any. */
function networkCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === "string" ? cause.code : "connection failed";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `choices[0].message.content` of a chat-completions body, trimmed. */
export function completionContent(body: string): string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new LlmError("malformed", "The LLM answer is not JSON.");
  }
  const choices = isRecord(json) ? json.choices : undefined;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const message = isRecord(first) ? first.message : undefined;
  if (!isRecord(message)) throw new LlmError("malformed", "The LLM answer has no choices[0].message.");
  const content = message.content;
  if (content === null || content === undefined)
    throw new LlmError("empty", "The LLM answer has no content.");
  if (typeof content !== "string") throw new LlmError("malformed", "The LLM answer's content is not text.");
  const trimmed = content.trim();
  if (!trimmed) throw new LlmError("empty", "The LLM answer is empty.");
  return trimmed;
}

export function createLlmClient(config: LlmConfig, options: LlmClientOptions = {}): LlmClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const maxTokens = options.maxTokens ?? DEFAULT_LLM_MAX_TOKENS;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;

  return {
    async complete(messages) {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      const failed = (error: unknown): LlmError =>
        timedOut
          ? new LlmError("timeout", `The LLM did not answer within ${timeoutMs} ms.`)
          : new LlmError("network", `The LLM could not be reached (${networkCode(error)}).`);
      try {
        let response: Response;
        try {
          response = await fetchImpl(url, {
            method: "POST",
            headers: {
              authorization: `Bearer ${config.apiKey}`,
              "content-type": "application/json",
              accept: "application/json",
            },
            body: JSON.stringify({
              model: config.model,
              messages: messages.map(({ role, content }) => ({ role, content })),
              max_tokens: maxTokens,
              temperature: 0.2,
              stream: false,
            }),
            signal: controller.signal,
          });
        } catch (error) {
          throw failed(error);
        }
        if (!response.ok) {
          await response.body?.cancel().catch(() => {});
          throw new LlmError("http", `The LLM answered with HTTP ${response.status}.`, response.status);
        }
        let body: string;
        try {
          body = await response.text();
        } catch (error) {
          throw failed(error);
        }
        return completionContent(body);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
