import { Hono, type MiddlewareHandler } from "hono";
import { CONVERSATION_ID } from "../../../contracts/chat.ts";
import { chatFeedbackMessages, chatFeedbackSchema } from "../../../contracts/chat-requests.ts";
import type { Database } from "../../db/database.ts";
import { errorResponse } from "../../http/errors.ts";
import { functionBody, jsonBody, schemaCheck } from "../../http/json-body.ts";
import { refuseOtherMethods } from "../../http/methods.ts";

const notFound = () => errorResponse(404, "There is no such answer in this conversation.");
const messages = chatFeedbackMessages;

/** POST /functions/v1/chat-feedback: a rating of one assistant answer, stored once (204; 409 after). */
export function chatFeedbackFunction(database: () => Promise<Database>, limit?: MiddlewareHandler) {
  const app = new Hono();
  if (limit) app.use("/", limit);
  app.use("/", functionBody());
  app.post(
    "/",
    jsonBody(schemaCheck(chatFeedbackSchema(messages), { invalid: messages.invalid, field: "form" }), {
      object: messages.notAnObject,
    }),
    async (c) => {
      const { conversationId, turnId, helpful } = c.req.valid("json");
      // Ids the server never issues name nothing: no lookup (and no flush) for them.
      if (!CONVERSATION_ID.test(conversationId) || !CONVERSATION_ID.test(turnId)) return notFound();
      const outcome = await (await database()).conversations.rate(conversationId, turnId, helpful);
      if (outcome === "repeated") return errorResponse(409, "You have already rated this answer.");
      if (outcome === "not-found") return notFound();
      return c.body(null, 204);
    },
  );
  return refuseOtherMethods(app);
}
