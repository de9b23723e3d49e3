import { type Context, Hono } from "hono";
import type { AnswerEngine } from "../../brain/types.ts";
import type { Conversation } from "../../db/conversation-store.ts";
import type { Database } from "../../db/types.ts";
import { errorResponse, methodNotAllowed } from "../../http/errors.ts";
import type { AsyncRateLimiter } from "../../http/rate-limit.ts";
import { readJsonObject } from "../../http/read-json.ts";
import { CONVERSATION_FULL_NOTICE, isFull, tooManyConversations } from "./conversation-limits.ts";
import { CONVERSATION_ID, chatRequestSchema } from "./schema.ts";
import { sourcePageOf } from "./source-page.ts";

export interface ChatFunctionOptions {
  answer: AnswerEngine;
  database: () => Promise<Database>;
  /** SITE_ORIGIN: the only origin whose pages a conversation may say it started on. */
  siteOrigin: string;
  /** CONVERSATIONS_PER_IP_PER_DAY, counted per client (decision 056); unlimited without. */
  newConversations?: { limiter: AsyncRateLimiter; keyOf: (c: Context) => string };
}

/**
 * POST /functions/v1/chat: validates the message, finds the conversation (a
 * missing, unknown or expired id starts a new one, within the client's daily
 * number; a full one continues in a new one), answers with the stored state and
 * recent turns, and records both turns (decisions 032, 056).
 */
export function chatFunction({ answer, database, siteOrigin, newConversations }: ChatFunctionOptions) {
  const app = new Hono();
  app.post("/", async (c) => {
    const body = await readJsonObject(c.req.raw, "The request body must be a JSON object with a message.");
    if (!body.ok) return body.response;
    const parsed = chatRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "message");
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
      }
      return errorResponse(400, parsed.error.issues[0]?.message ?? "The message is not valid.", {
        fieldErrors,
      });
    }
    const { message, conversationId } = parsed.data;
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
    const reply = await answer({
      message,
      state: conversation.state,
      history: conversation.history.slice(),
    });
    const response = notice + reply.response;
    const turnId = store.append(
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
    // Several instances on one PostgreSQL: the next message may land on another (decision 048).
    if (store.shared) await store.flush();
    return c.json({
      response,
      sources: reply.sources,
      conversationId: conversation.id,
      turnId,
      ...(reply.suggestions ? { suggestions: reply.suggestions } : {}),
      ...(reply.handoff ? { handoff: reply.handoff } : {}),
    });
  });
  app.all("/", () => methodNotAllowed(["POST"]));
  return app;
}
