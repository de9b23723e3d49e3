/**
 * The server's configuration, read once from the environment and validated.
 * A missing optional variable selects the embedded default; a malformed one
 * stops the server at start with a sentence naming the variable.
 */
import path from "node:path";
import { z } from "zod";
import { DEFAULT_SITE_ORIGIN, siteOriginSchema } from "../config/build-config.ts";

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

const httpUrl = (example: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
        `must be a URL such as ${example}`,
      )
      .optional(),
  );

/** An address, bare or as `Name <address>`; `list` allows several, comma-separated. */
const mailboxes = (list: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) =>
          (list ? value.split(",") : [value]).every((entry) => {
            const address = /^[^<>\r\n]*<([^<>]+)>$/.exec(entry.trim())?.[1] ?? entry.trim();
            return z.email().safeParse(address).success;
          }),
        list
          ? "must be e-mail addresses separated by commas, such as sales@example.com"
          : "must be an e-mail address such as Relaywave <leads@example.com>",
      )
      .optional(),
  );

const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );

const envSchema = z.object({
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "must be a port number" })
      .int("must be a port number")
      .min(0, "must be a port number between 0 and 65535")
      .max(65535, "must be a port number between 0 and 65535")
      .default(3000),
  ),
  HOST: z.preprocess(blankToUndefined, z.string().trim().min(1).default("127.0.0.1")),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().trim().default("./data")),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// connection string")
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^rediss?:\/\/.+/, "must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379")
      .optional(),
  ),
  LLM_BASE_URL: httpUrl("https://api.openai.com/v1"),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  VITE_VAPI_PUBLIC_KEY: optionalString,
  VITE_VAPI_ASSISTANT_ID: optionalString,
  VITE_SUPABASE_URL: httpUrl("https://your-project.supabase.co"),
  VITE_SUPABASE_ANON_KEY: optionalString,
  CHAT_RATE_LIMIT_PER_MINUTE: positiveInt(20, 10_000),
  CONTACT_RATE_LIMIT_PER_HOUR: positiveInt(5, 10_000),
  CONVERSATIONS_PER_IP_PER_DAY: positiveInt(200, 1_000_000),
  ADMIN_TOKEN: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(16, "must be at least 16 characters long")
      // What a Bearer token may hold (RFC 6750's token68), so bearerAuth can read it.
      .regex(/^[\w.~+/-]+=*$/, "must use only letters, digits and - . _ ~ + / (with = only at the end)")
      .optional(),
  ),
  BETTER_AUTH_SECRET: z.preprocess(
    blankToUndefined,
    z.string().trim().min(32, "must be at least 32 characters long").optional(),
  ),
  SITE_ORIGIN: z.preprocess(blankToUndefined, siteOriginSchema.default(DEFAULT_SITE_ORIGIN)),
  CORS_ALLOWED_ORIGINS: z.preprocess(
    (value) => (typeof value === "string" ? value.split(",").filter((entry) => entry.trim() !== "") : []),
    z.array(siteOriginSchema),
  ),
  MAX_CONNECTIONS: positiveInt(1000, 1_000_000),
  CONVERSATION_RETENTION_DAYS: positiveInt(90, 3650),
  LEAD_RETENTION_MONTHS: positiveInt(24, 1200),
  VOICE_LLM_SECRET: z.preprocess(
    blankToUndefined,
    z.string().trim().min(16, "must be at least 16 characters long").optional(),
  ),
  // Lead notifications (decision 036): each channel is off while its URL is unset.
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (value) => /^smtps?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
        "must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587",
      )
      .optional(),
  ),
  LEAD_NOTIFY_TO: mailboxes(true),
  LEAD_NOTIFY_FROM: mailboxes(false),
  LEAD_WEBHOOK_URL: httpUrl("https://hooks.example.com/relaywave-leads"),
  LEAD_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z.string().trim().min(16, "must be at least 16 characters long").optional(),
  ),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .enum(["true", "false", "1", "0"], { error: 'must be "true" or "false"' })
      .default("false")
      .transform((value) => value === "true" || value === "1"),
  ),
});

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** Where new leads are announced; a null channel is off. */
export interface NotifyConfig {
  email: { smtpUrl: string; to: string[]; from: string } | null;
  /** `secret` signs each body (X-Relaywave-Signature); null sends it unsigned. */
  webhook: { url: string; secret: string | null } | null;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory (PGlite files, operator overrides). */
  dataDir: string;
  databaseUrl: string | null;
  /** Rate limits shared by every instance live in this Redis (decision 048); null: PostgreSQL or memory. */
  redisUrl: string | null;
  llm: LlmConfig | null;
  vapi: { publicKey: string; assistantId: string } | null;
  supabase: { url: string; anonKey: string } | null;
  chatRateLimitPerMinute: number;
  contactRateLimitPerHour: number;
  /** New assistant conversations a client IP may start in 24 hours (decision 056). */
  conversationsPerIpPerDay: number;
  adminToken: string | null;
  /** Signs the console's session cookies; null: generated once and kept in DATA_DIR/auth-secret. */
  authSecret: string | null;
  siteOrigin: string;
  /** Further origins whose pages may call the functions (CORS and the contact form's CSRF check). */
  corsAllowedOrigins: string[];
  /** Open sockets the server accepts at once; further ones are closed at once. */
  maxConnections: number;
  /** Bearer secret Vapi must send to the voice-llm endpoint; null leaves it open. */
  voiceLlmSecret: string | null;
  /** Assistant conversations started longer ago are deleted (at start, then daily). */
  conversationRetentionDays: number;
  /** Leads older than this many months are deleted (at start, then daily). */
  leadRetentionMonths: number;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For and HTTPS from X-Forwarded-Proto. */
  trustProxy: boolean;
  notify: NotifyConfig;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Variables that only make sense together: all set, or none. */
function pair<T extends Record<string, string | undefined>>(
  values: T,
  what: string,
): { [K in keyof T]: string } | null {
  const entries = Object.entries(values);
  const set = entries.filter(([, value]) => value !== undefined);
  if (set.length === 0) return null;
  if (set.length < entries.length) {
    const missing = entries.filter(([, value]) => value === undefined).map(([name]) => name);
    throw new ConfigError(`${missing.join(" and ")} must also be set to use ${what}.`);
  }
  return values as { [K in keyof T]: string };
}

export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): ServerConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? "configuration");
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? "malformed value"}.`);
  }
  const e = result.data;
  const llm = pair(
    { LLM_BASE_URL: e.LLM_BASE_URL, LLM_API_KEY: e.LLM_API_KEY, LLM_MODEL: e.LLM_MODEL },
    "an LLM",
  );
  const vapi = pair(
    { VITE_VAPI_PUBLIC_KEY: e.VITE_VAPI_PUBLIC_KEY, VITE_VAPI_ASSISTANT_ID: e.VITE_VAPI_ASSISTANT_ID },
    "Vapi voice calls",
  );
  const supabase = pair(
    { VITE_SUPABASE_URL: e.VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: e.VITE_SUPABASE_ANON_KEY },
    "a hosted Supabase project",
  );
  const email = pair(
    { SMTP_URL: e.SMTP_URL, LEAD_NOTIFY_TO: e.LEAD_NOTIFY_TO, LEAD_NOTIFY_FROM: e.LEAD_NOTIFY_FROM },
    "lead e-mails",
  );
  if (e.LEAD_WEBHOOK_SECRET !== undefined && e.LEAD_WEBHOOK_URL === undefined)
    throw new ConfigError("LEAD_WEBHOOK_URL must also be set to use LEAD_WEBHOOK_SECRET.");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    llm: llm && {
      baseUrl: llm.LLM_BASE_URL.replace(/\/+$/, ""),
      apiKey: llm.LLM_API_KEY,
      model: llm.LLM_MODEL,
    },
    vapi: vapi && { publicKey: vapi.VITE_VAPI_PUBLIC_KEY, assistantId: vapi.VITE_VAPI_ASSISTANT_ID },
    supabase: supabase && { url: supabase.VITE_SUPABASE_URL, anonKey: supabase.VITE_SUPABASE_ANON_KEY },
    chatRateLimitPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
    contactRateLimitPerHour: e.CONTACT_RATE_LIMIT_PER_HOUR,
    conversationsPerIpPerDay: e.CONVERSATIONS_PER_IP_PER_DAY,
    adminToken: e.ADMIN_TOKEN ?? null,
    authSecret: e.BETTER_AUTH_SECRET ?? null,
    siteOrigin: e.SITE_ORIGIN,
    corsAllowedOrigins: e.CORS_ALLOWED_ORIGINS,
    maxConnections: e.MAX_CONNECTIONS,
    voiceLlmSecret: e.VOICE_LLM_SECRET ?? null,
    trustProxy: e.TRUST_PROXY,
    conversationRetentionDays: e.CONVERSATION_RETENTION_DAYS,
    notify: {
      email: email && {
        smtpUrl: email.SMTP_URL,
        to: email.LEAD_NOTIFY_TO.split(",").map((entry) => entry.trim()),
        from: email.LEAD_NOTIFY_FROM,
      },
      webhook: e.LEAD_WEBHOOK_URL ? { url: e.LEAD_WEBHOOK_URL, secret: e.LEAD_WEBHOOK_SECRET ?? null } : null,
    },
    leadRetentionMonths: e.LEAD_RETENTION_MONTHS,
  };
}
