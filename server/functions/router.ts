import { Hono } from "hono";
import { lazyOperatorAuth } from "../auth/operator-auth.ts";
import type { AnswerEngine } from "../brain/types.ts";
import type { Database } from "../db/database.ts";
import type { ServerConfig } from "../env.ts";
import { clientIp } from "../http/client-ip.ts";
import { errorResponse } from "../http/errors.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { createRateLimits, type RateLimits } from "../http/shared-rate-limit.ts";
import type { RatesSource } from "../rates/rates-source.ts";
import { adminFunction } from "./admin/admin-function.ts";
import { authFunction } from "./auth/auth-function.ts";
import { chatFunction } from "./chat/chat-function.ts";
import { chatFeedbackFunction } from "./chat-feedback/chat-feedback-function.ts";
import { contactFunction } from "./contact/contact-function.ts";
import { functionsCors, originPolicy } from "./cors.ts";
import { smsRatesFunction } from "./sms-rates.ts";
import { voiceLlmFunction } from "./voice-llm/voice-llm-function.ts";

/**
 * Every site function, by the name it has under /functions/v1 and as a Supabase Edge
 * Function (supabase/functions/<name>/index.ts, a [functions.<name>] in supabase/config.toml).
 * `site-functions.test.ts` holds those and the fuzz test's paths to this list.
 */
export const SITE_FUNCTIONS = [
  "sms-rates",
  "chat",
  "chat-feedback",
  "voice-llm",
  "contact",
  "auth",
  "admin",
] as const;
export type SiteFunctionName = (typeof SITE_FUNCTIONS)[number];

export interface FunctionsDeps {
  config: ServerConfig;
  rates: RatesSource;
  answer: AnswerEngine;
  database: () => Promise<Database>;
  /** Where the limits count (decision 048); by default chosen from REDIS_URL and DATABASE_URL. */
  limits?: RateLimits;
}

const DAY_MS = 86_400_000;

/** Vapi sends the whole call transcript with every turn; long calls outgrow the 16 KiB of the chat. */
const VOICE_LLM_MAX_BODY_BYTES = 256 * 1024;

/** The site functions, mounted at /functions/v1 (the path Supabase clients call). */
export function functionsRouter({
  config,
  rates,
  answer,
  database,
  limits = createRateLimits({ redisUrl: config.redisUrl, databaseUrl: config.databaseUrl, database }),
}: FunctionsDeps) {
  const app = new Hono();
  const keyOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.trustProxy);
  // Every request counts, valid or not: the limit runs before any validation.
  const chatLimit = rateLimit({
    limiter: limits.limiter("chat", { limit: config.chatRateLimitPerMinute, windowMs: 60_000 }),
    keyOf,
    message: (seconds) =>
      `You are sending messages faster than we can answer. Please wait ${seconds} seconds and try again.`,
  });
  // The same limit, counted apart: rating answers must not use up the visitor's messages.
  const feedbackLimit = rateLimit({
    limiter: limits.limiter("chat-feedback", { limit: config.chatRateLimitPerMinute, windowMs: 60_000 }),
    keyOf,
    message: (seconds) =>
      `You are rating answers very quickly. Please wait ${seconds} seconds and try again.`,
  });
  const contactLimit = rateLimit({
    limiter: limits.limiter("contact", { limit: config.contactRateLimitPerHour, windowMs: 3_600_000 }),
    keyOf,
    message: (seconds) =>
      `You have sent several messages in a short time. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
  });

  const allowOrigin = originPolicy([config.siteOrigin, ...config.corsAllowedOrigins]);
  // The console (decision 037): operators sign in at /auth; /admin takes a session or ADMIN_TOKEN.
  const auth = lazyOperatorAuth(config, database);
  /** One line per function: each declares its own limits, body schemas and handlers. */
  const functions: Record<SiteFunctionName, Hono> = {
    "sms-rates": smsRatesFunction(rates),
    chat: chatFunction({
      answer,
      database,
      siteOrigin: config.siteOrigin,
      limit: chatLimit,
      // Counted only for messages that start a conversation (decision 056).
      newConversations: {
        limiter: limits.limiter("conversations", {
          limit: config.conversationsPerIpPerDay,
          windowMs: DAY_MS,
        }),
        keyOf,
      },
    }),
    "chat-feedback": chatFeedbackFunction(database, feedbackLimit),
    // With a secret only Vapi can call it; without one it is open, so it shares the chat's limit.
    "voice-llm": voiceLlmFunction({
      answer,
      secret: config.voiceLlmSecret,
      maxBodyBytes: VOICE_LLM_MAX_BODY_BYTES,
      limit: config.voiceLlmSecret ? undefined : chatLimit,
    }),
    // Leads: limited per hour (every request counts), and only from this site's own pages (CSRF).
    contact: contactFunction({ database, limit: contactLimit, allowOrigin }),
    auth: authFunction({ config, auth, keyOf, limits }),
    admin: adminFunction({
      adminToken: config.adminToken,
      database,
      keyOf,
      auth,
      siteOrigin: config.siteOrigin,
      rates,
      limits,
    }),
  };
  app.use("*", functionsCors(allowOrigin));
  for (const name of SITE_FUNCTIONS) app.route(`/${name}`, functions[name]);
  app.all("*", () => errorResponse(404, "There is no such function."));
  return app;
}
