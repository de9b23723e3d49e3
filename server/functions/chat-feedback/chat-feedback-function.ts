import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/types.ts";
import { errorResponse, methodNotAllowed } from "../../http/errors.ts";
import { readJsonObject } from "../../http/read-json.ts";
import { CONVERSATION_ID } from "../chat/schema.ts";

const id = (what: string) =>
  z
    .string({ error: `Please include the ${what} as text.` })
    .max(100, `The ${what} can be at most 100 characters long.`);

/** `{"conversationId": string, "turnId": string, "helpful": boolean}` */
const feedbackSchema = z.object({
  conversationId: id("conversation id"),
  turnId: id("answer's turn id"),
  helpful: z.boolean({ error: "Please say whether the answer was helpful (true or false)." }),
});

const notFound = () => errorResponse(404, "There is no such answer in this conversation.");

/** POST /functions/v1/chat-feedback: a rating of one assistant answer, stored once (204; 409 after). */
export function chatFeedbackFunction(database: () => Promise<Database>) {
  const app = new Hono();
  app.post("/", async (c) => {
    const body = await readJsonObject(c.req.raw, "The request body must be a JSON object with a rating.");
    if (!body.ok) return body.response;
    const parsed = feedbackSchema.safeParse(body.value);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "form");
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
      }
      return errorResponse(400, parsed.error.issues[0]?.message ?? "The rating is not valid.", {
        fieldErrors,
      });
    }
    const { conversationId, turnId, helpful } = parsed.data;
    // Ids the server never issues name nothing: no lookup (and no flush) for them.
    if (!CONVERSATION_ID.test(conversationId) || !CONVERSATION_ID.test(turnId)) return notFound();
    const outcome = await (await database()).conversations.rate(conversationId, turnId, helpful);
    if (outcome === "repeated") return errorResponse(409, "You have already rated this answer.");
    if (outcome === "not-found") return notFound();
    return c.body(null, 204);
  });
  app.all("/", () => methodNotAllowed(["POST"]));
  return app;
}
