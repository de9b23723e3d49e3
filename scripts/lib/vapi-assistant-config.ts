/**
 * What `npm run vapi:assistant` sends to Vapi, and how it reads its environment
 * and reports API errors. Pure functions, so they can be tested without Vapi.
 */
import { type Vapi, VapiEnvironment, VapiError, VapiTimeoutError } from "@vapi-ai/server-sdk";
import { assistantCopyIn } from "../../app/content/assistant.ts";
import { type Locale, locales } from "../../app/content/locales.ts";
import { DEFAULT_SITE_ORIGIN, siteOriginSchema } from "../../config/build-config.ts";
import { DEFAULT_VOICE_MODEL } from "../../server/functions/voice-llm/voice-llm-function.ts";
import { assistantLanguages } from "./vapi-assistant-languages.ts";

/** The English assistant's name, as the single assistant was called before decision 121. */
export const ASSISTANT_NAME = assistantLanguages.en.name;

/** The same minimum as the server's VOICE_LLM_SECRET (server/env.ts). */
const MIN_SECRET_LENGTH = 16;

export interface ProvisionConfig {
  privateKey: string;
  siteOrigin: string;
  /** Bearer secret Vapi sends to the voice-llm endpoint; null when the endpoint is open. */
  voiceLlmSecret: string | null;
  /** Each language's assistant to update; null means find it by name, or create it. */
  assistantIds: Record<Locale, string | null>;
  apiBaseUrl: string;
}

export type ReadResult =
  | { ok: true; config: ProvisionConfig; warnings: string[] }
  | { ok: false; error: string };

const value = (env: Record<string, string | undefined>, name: string) => env[name]?.trim() || null;

/** Loopback, private and link-local hosts: a cloud service such as Vapi cannot reach them. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local")) return true;
  if (host === "::1" || host === "::" || /^f[cd][0-9a-f]{2}:|^fe80:/.test(host)) return true;
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (!ipv4) return false;
  const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
  return (
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

/** Reads and checks the script's variables; blank counts as unset, as in server/env.ts. */
export function readProvisionEnv(env: Record<string, string | undefined>): ReadResult {
  const privateKey = value(env, "VAPI_PRIVATE_KEY");
  if (!privateKey) {
    return {
      ok: false,
      error:
        "VAPI_PRIVATE_KEY is not set: copy the private API key from the Vapi dashboard into it and run again.",
    };
  }
  const warnings: string[] = [];
  const siteOrigin = value(env, "SITE_ORIGIN") ?? DEFAULT_SITE_ORIGIN;
  const origin = siteOriginSchema.safeParse(siteOrigin);
  if (!origin.success) {
    return { ok: false, error: `Invalid SITE_ORIGIN: ${origin.error.issues[0]?.message ?? "malformed"}.` };
  }
  const url = new URL(siteOrigin);
  if (isLocalHost(url.hostname)) {
    warnings.push(
      `SITE_ORIGIN is ${siteOrigin}, a local address Vapi cannot reach: the assistant will only answer once it points at the site's public https origin.`,
    );
  } else if (url.protocol !== "https:") {
    warnings.push(`SITE_ORIGIN is ${siteOrigin}: use the site's https origin so Vapi's calls are encrypted.`);
  }
  const voiceLlmSecret = value(env, "VOICE_LLM_SECRET");
  if (voiceLlmSecret && voiceLlmSecret.length < MIN_SECRET_LENGTH) {
    return {
      ok: false,
      error: `Invalid VOICE_LLM_SECRET: must be at least ${MIN_SECRET_LENGTH} characters long, as the server requires.`,
    };
  }
  if (!voiceLlmSecret) {
    warnings.push(
      "VOICE_LLM_SECRET is not set, so Vapi sends no secret and the voice-llm endpoint stays open to anyone: set the same value here and on the server.",
    );
  }
  const apiBaseUrl = (value(env, "VAPI_API_BASE_URL") ?? VapiEnvironment.Default).replace(/\/+$/, "");
  if (!/^https?:\/\/\S+$/.test(apiBaseUrl) || !URL.canParse(apiBaseUrl)) {
    return {
      ok: false,
      error: `Invalid VAPI_API_BASE_URL: must be a URL such as ${VapiEnvironment.Default}.`,
    };
  }
  return {
    ok: true,
    config: {
      privateKey,
      siteOrigin,
      voiceLlmSecret,
      assistantIds: Object.fromEntries(
        locales.map((locale) => [locale, value(env, assistantLanguages[locale].idEnv)]),
      ) as Record<Locale, string | null>,
      apiBaseUrl,
    },
    warnings,
  };
}

/**
 * The custom-llm base URL. Vapi uses `model.url` as the OpenAI client's `baseURL` (CustomLlmModel.url
 * in the SDK types), so it calls `<url>/chat/completions`: the route server/functions/voice-llm serves.
 */
export function voiceLlmUrl(siteOrigin: string): string {
  return `${siteOrigin}/functions/v1/voice-llm`;
}

/**
 * A language's assistant, as sent on create and on update (every field is also in UpdateAssistantDto):
 * the chat panel's greeting in that language, its transcriber and voice, and the same model.
 */
export function assistantConfig(options: {
  siteOrigin: string;
  voiceLlmSecret: string | null;
  locale: Locale;
}): Vapi.CreateAssistantDto {
  const language = assistantLanguages[options.locale];
  return {
    name: language.name,
    firstMessage: assistantCopyIn(options.locale).greeting,
    model: { provider: "custom-llm", url: voiceLlmUrl(options.siteOrigin), model: DEFAULT_VOICE_MODEL },
    voice: language.voice,
    transcriber: language.transcriber,
    ...(language.endCallMessage ? { endCallMessage: language.endCallMessage } : {}),
    maxDurationSeconds: 600,
    // The one URL serves every language, so the page's language travels as the assistant's metadata:
    // a custom-llm model's metadataSendMode defaults to "variable", which sends `{ messages, metadata }`.
    metadata: { locale: options.locale },
    // How the secret travels: CustomLlmModel.headers may not set Authorization (its doc comment says
    // Authorization "should be specified using a custom-llm credential"), and CreateCustomLlmCredentialDto
    // says "To use Bearer authentication, use apiKey". So the secret goes in the assistant's own
    // `credentials` (provider "custom-llm", field `apiKey`), which Vapi sends as `Authorization: Bearer`.
    // Scoped to this assistant, unlike an org-wide credential from POST /credential; the API never
    // returns apiKey. Without a secret the field is left out, so an update keeps whatever is there.
    ...(options.voiceLlmSecret
      ? {
          credentials: [
            { provider: "custom-llm", apiKey: options.voiceLlmSecret, name: "Relaywave voice-llm secret" },
          ],
        }
      : {}),
  };
}

function bodyMessage(body: unknown): string | null {
  if (typeof body === "string") return body.trim().slice(0, 200) || null;
  if (!body || typeof body !== "object") return null;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (Array.isArray(message)) return message.filter((item) => typeof item === "string").join("; ") || null;
  if (typeof message === "string" && message.trim()) return message.trim();
  return typeof error === "string" && error.trim() ? error.trim() : null;
}

/** The innermost message: fetch's "fetch failed" hides the useful "connect ECONNREFUSED ...". */
function rootMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause instanceof Error; depth += 1) {
    current = current.cause;
  }
  return current instanceof Error ? current.message : String(current);
}

/** One sentence for a failed call: the status and Vapi's message, never the private key. */
export function describeApiError(error: unknown, action: string, privateKey: string): string {
  let sentence: string;
  if (error instanceof VapiTimeoutError) {
    sentence = `The Vapi API did not answer in time when asked to ${action}.`;
  } else if (error instanceof VapiError && error.statusCode !== undefined) {
    const message = bodyMessage(error.body) ?? "no message";
    sentence = `The Vapi API refused to ${action} with status ${error.statusCode}: ${message}`;
  } else {
    sentence = `Could not reach the Vapi API to ${action}: ${rootMessage(error)}`;
  }
  const line = sentence.replace(/\s+/g, " ").trim().split(privateKey).join("[private key]");
  return /[.!?]$/.test(line) ? line : `${line}.`;
}
