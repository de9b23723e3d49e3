import { Hono } from "hono";
import type { AnswerEngine, ChatResponse } from "../../brain/types";
import { errorResponse, methodNotAllowed } from "../../http/errors";
import { readJsonObject } from "../../http/read-json";
import { chatRequestSchema } from "./schema";

// router.ts still imports the type from here.
export type { AnswerEngine } from "../../brain/types";

// Engines hand out the same object for a repeated question (answer cache): serialise it once.
const serialised = new WeakMap<ChatResponse, string>();

function jsonBody(answer: ChatResponse): string {
  let body = serialised.get(answer);
  if (body === undefined) {
    body = JSON.stringify({ response: answer.response, sources: answer.sources });
    serialised.set(answer, body);
  }
  return body;
}

/** POST /functions/v1/chat: validates the message and answers it with the given engine. */
export function chatFunction(answer: AnswerEngine) {
  const app = new Hono();
  app.post("/", async (c) => {
    const body = await readJsonObject(c.req.raw, "The request body must be a JSON object with a message.");
    if (!body.ok) return body.response;
    const parsed = chatRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return errorResponse(400, issue?.message ?? "The message is not valid.", {
        fieldErrors: { message: parsed.error.issues.map((item) => item.message) },
      });
    }
    return c.body(jsonBody(await answer({ message: parsed.data.message })), 200, {
      "content-type": "application/json; charset=utf-8",
    });
  });
  app.all("/", () => methodNotAllowed(["POST"]));
  return app;
}
