import { type Context, Hono, type MiddlewareHandler } from "hono";
import { localeOfPath, unlocalizedPath } from "../../../app/content/locales.ts";
import { type ChatReplyJson, CONVERSATION_ID } from "../../../contracts/chat.ts";
import { chatRequestMessages, chatRequestSchema } from "../../../contracts/chat-requests.ts";
import type { AnswerEngine } from "../../brain/types.ts";
import type { Conversation } from "../../db/conversation-store.ts";
import type { Database } from "../../db/database.ts";
import { errorResponse } from "../../http/errors.ts";
import { functionBody, jsonBody, schemaCheck } from "../../http/json-body.ts";
import { refuseOtherMethods } from "../../http/methods.ts";
import type { AsyncRateLimiter } from "../../http/rate-limit.ts";
import { CONVERSATION_FULL_NOTICE, isFull, tooManyConversations } from "./conversation-limits.ts";
import { sourcePageOf } from "./source-page.ts";

export interface ChatFunctionOptions {
  answer: AnswerEngine;
  database: () => Promise<Database>;
  /** SITE_ORIGIN: the only origin whose pages a conversation may say it started on. */
  siteOrigin: string;
  /** CHAT_RATE_LIMIT_PER_MINUTE, before anything else: every request counts, valid or not. */
  limit?: MiddlewareHandler;
  /** CONVERSATIONS_PER_IP_PER_DAY, counted per client (decision 056); unlimited without. */
  newConversations?: { limiter: AsyncRateLimiter; keyOf: (c: Context) => string };
}

const messages = chatRequestMessages;

/**
 * POST /functions/v1/chat: validates the message, finds the conversation (a
 * missing, unknown or expired id starts a new one, within the client's daily
 * number; a full one continues in a new one), answers with the stored state and
 * recent turns, and records both turns (decisions 032, 056).
 */
export function chatFunction({ answer, database, siteOrigin, limit, newConversations }: ChatFunctionOptions) {
  const app = new Hono();
  if (limit) app.use("/", limit);
  app.use("/", functionBody());
  app.post(
    "/",
    jsonBody(schemaCheck(chatRequestSchema(messages), { invalid: messages.invalid, field: "message" }), {
      object: messages.notAnObject,
    }),
    async (c) => {
      const { message, conversationId } = c.req.valid("json");
      const store = (await database()).conversations;
      const found =
        conversationId !== undefined && CONVERSATION_ID.test(conversationId)
          ? await store.find(conversationId)
          : null;
      const startsOn = () => sourcePageOf(c.req.header("referer"), siteOrigin);
      let conversation: Conversation;
      let notice = "";
      if (found && !isFull(found)) {
        conversation = found;
      } else if (found) {
        // Full: the visitor goes on in a new conversation, from where the full one stood. Not
        // counted against the day's conversations: the 101st message is never refused.
        conversation = store.start(startsOn(), found);
        notice = `${CONVERSATION_FULL_NOTICE} `;
      } else {
        if (newConversations) {
          const pending = newConversations.limiter.hit(newConversations.keyOf(c));
          const { allowed, retryAfterSeconds } = pending instanceof Promise ? await pending : pending;
          if (!allowed)
            return errorResponse(429, tooManyConversations(retryAfterSeconds), {
              headers: { "retry-after": String(retryAfterSeconds) },
            });
        }
        conversation = store.start(startsOn());
      }
      // The page the visitor asks from now (its Referer), else where the conversation began: its
      // language answers romanised Hindi and a bare "SMS?" (decision 120).
      const askedFrom = startsOn() ?? conversation.sourcePath ?? null;
      const reply = await answer({
        message,
        pageLocale: localeOfPath(askedFrom ?? "/"),
        ...(askedFrom ? { page: unlocalizedPath(askedFrom) } : {}),
        state: conversation.state,
        history: conversation.history.slice(),
      });
      const response = notice + reply.response;
      // Resolves once the turns are as durable as the store promises: with several instances
      // on one PostgreSQL, stored, since the next message may land on another (decision 048).
      const turnId = await store.append(
        conversation,
        message,
        {
          content: response,
          sources: reply.sources,
          suggestions: reply.suggestions,
          unanswered: reply.unanswered,
        },
        reply.state,
      );
      return c.json({
        response,
        sources: reply.sources,
        conversationId: conversation.id,
        turnId,
        ...(reply.suggestions ? { suggestions: reply.suggestions } : {}),
        ...(reply.handoff ? { handoff: reply.handoff } : {}),
      } satisfies ChatReplyJson);
    },
  );
  return refuseOtherMethods(app);
}
