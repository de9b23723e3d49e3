import { Hono } from "hono";
import { lazyOperatorAuth } from "../auth/operator-auth.ts";
import type { AnswerEngine } from "../brain/types.ts";
import type { Database } from "../db/types.ts";
import type { ServerConfig } from "../env.ts";
import { clientIp } from "../http/client-ip.ts";
import { errorResponse } from "../http/errors.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { functionBody } from "../http/read-json.ts";
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

  const allowOrigin = originPolicy([config.siteOrigin, ...config.corsAllowedOrigins]);
  app.use("*", functionsCors(allowOrigin));
  app.route("/sms-rates", smsRatesFunction(rates));
  app.use("/chat", chatLimit, functionBody());
  app.route(
    "/chat",
    chatFunction({
      answer,
      database,
      siteOrigin: config.siteOrigin,
      // Counted only for messages that start a conversation (decision 056).
      newConversations: {
        limiter: limits.limiter("conversations", {
          limit: config.conversationsPerIpPerDay,
          windowMs: DAY_MS,
        }),
        keyOf,
      },
    }),
  );
  app.use("/chat-feedback", feedbackLimit, functionBody());
  app.route("/chat-feedback", chatFeedbackFunction(database));
  // With a secret only Vapi can call it; without one it is open, so it shares the chat's limit.
  if (!config.voiceLlmSecret) app.use("/voice-llm/*", chatLimit);
  app.use("/voice-llm/*", functionBody(VOICE_LLM_MAX_BODY_BYTES));
  app.route(
    "/voice-llm",
    voiceLlmFunction({ answer, secret: config.voiceLlmSecret, maxBodyBytes: VOICE_LLM_MAX_BODY_BYTES }),
  );
  // Leads: limited per hour (every request counts), and only from this site's own pages (CSRF).
  app.use(
    "/contact",
    rateLimit({
      limiter: limits.limiter("contact", { limit: config.contactRateLimitPerHour, windowMs: 3_600_000 }),
      keyOf,
      message: (seconds) =>
        `You have sent several messages in a short time. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
    }),
  );
  app.use("/contact", async (c, next) => {
    const origin = c.req.header("origin");
    if (origin && !allowOrigin(origin)) {
      return errorResponse(403, "Submissions are accepted only from this website's own contact form.");
    }
    await next();
  });
  app.use("/contact", functionBody());
  app.route("/contact", contactFunction(database));
  // The console (decision 037): operators sign in here; the admin endpoints take a session or ADMIN_TOKEN.
  const auth = lazyOperatorAuth(config, database);
  app.route("/auth", authFunction({ config, auth, keyOf, limits }));
  app.route(
    "/admin",
    adminFunction({
      adminToken: config.adminToken,
      database,
      keyOf,
      auth,
      siteOrigin: config.siteOrigin,
      rates,
      limits,
    }),
  );
  app.all("*", () => errorResponse(404, "There is no such function."));
  return app;
}
