import { Hono } from "hono";
import type { AnswerEngine } from "../../brain/types.ts";
import type { Database } from "../../db/types.ts";
import { errorResponse, methodNotAllowed } from "../../http/errors.ts";
import { readJsonObject } from "../../http/read-json.ts";
import { CONVERSATION_ID, chatRequestSchema } from "./schema.ts";
import { sourcePageOf } from "./source-page.ts";

/**
 * POST /functions/v1/chat: validates the message, finds the conversation (a
 * missing, unknown or expired id starts a new one), answers with the stored
 * state and recent turns, and records both turns (decision 032).
 */
export interface ChatFunctionOptions {
  answer: AnswerEngine;
  database: () => Promise<Database>;
  /** SITE_ORIGIN: the only origin whose pages a conversation may say it started on. */
  siteOrigin: string;
}

export function chatFunction({ answer, database, siteOrigin }: ChatFunctionOptions) {
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
    const conversation = found ?? store.start(sourcePageOf(c.req.header("referer"), siteOrigin));
    const reply = await answer({
      message,
      state: conversation.state,
      history: conversation.history.slice(),
    });
    const turnId = store.append(
      conversation,
      message,
      {
        content: reply.response,
        sources: reply.sources,
        suggestions: reply.suggestions,
        unanswered: reply.unanswered,
      },
      reply.state,
    );
    // Several instances on one PostgreSQL: the next message may land on another (decision 048).
    if (store.shared) await store.flush();
    return c.json({
      response: reply.response,
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
