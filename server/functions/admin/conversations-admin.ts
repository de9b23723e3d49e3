import { Hono } from "hono";
import type { Database } from "../../db/types.ts";
import { errorResponse, methodNotAllowed } from "../../http/errors.ts";
import { CONVERSATION_ID } from "../chat/schema.ts";

const notFound = () => errorResponse(404, "There is no such conversation.");

/** GET /functions/v1/admin/conversations/:id: a conversation's transcript with ratings and its lead (decision 040). */
export function conversationsAdmin(database: () => Promise<Database>) {
  const app = new Hono();
  app.get("/:id", async (c) => {
    const id = c.req.param("id");
    // Ids the server never issues name nothing: no flush, no query.
    if (!CONVERSATION_ID.test(id)) return notFound();
    const db = await database();
    await db.conversations.flush();
    const transcript = await db.insights.transcript(id);
    if (!transcript) return notFound();
    c.header("cache-control", "no-store");
    return c.json(transcript);
  });
  app.all("/:id", () => methodNotAllowed(["GET"]));
  return app;
}
