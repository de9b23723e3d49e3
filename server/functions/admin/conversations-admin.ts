import { Hono } from "hono";
import { CONVERSATION_ID } from "../../../contracts/chat.ts";
import type { Database } from "../../db/database.ts";
import type { TranscriptPageRequest } from "../../db/insights-repository.ts";
import { errorResponse } from "../../http/errors.ts";
import { refuseOtherMethods } from "../../http/methods.ts";
import { sitePageName } from "./site-page-name.ts";

const notFound = () => errorResponse(404, "There is no such conversation.");

const MAX_PAGE = 100_000;
/** Turn ids are UUIDs too (crypto.randomUUID). */
const TURN_ID = CONVERSATION_ID;

/** `?page=N` or `?turn=<turn id>`, or a sentence saying what is wrong (decision 056). */
export function parseTranscriptQuery(
  query: Record<string, string | undefined>,
): TranscriptPageRequest | string {
  const { page, turn } = query;
  const at: TranscriptPageRequest = {};
  if (page !== undefined) {
    const number = Number(page);
    if (!/^\d+$/.test(page) || number < 1 || number > MAX_PAGE)
      return "The page must be a whole number from 1.";
    at.page = number;
  }
  if (turn !== undefined) {
    if (!TURN_ID.test(turn)) return "The turn must be a turn's id from this conversation.";
    at.turn = turn;
  }
  return at;
}

/**
 * GET /functions/v1/admin/conversations/:id[?page=N|?turn=<id>]: one page of a conversation's
 * transcript (TRANSCRIPT_PAGE_SIZE turns, oldest first; the page holding a turn) with ratings,
 * its lead (decisions 040, 056) and its language (server/db/conversation-language.ts, issue 24).
 */
export function conversationsAdmin(database: () => Promise<Database>) {
  const app = new Hono();
  app.get("/:id", async (c) => {
    const id = c.req.param("id");
    // Ids the server never issues name nothing: no flush, no query.
    if (!CONVERSATION_ID.test(id)) return notFound();
    const at = parseTranscriptQuery(c.req.query());
    if (typeof at === "string") return errorResponse(400, at);
    const db = await database();
    await db.conversations.flush();
    const transcript = await db.insights.transcript(id, at);
    if (!transcript) return notFound();
    c.header("cache-control", "no-store");
    return c.json({ ...transcript, sourcePageName: sitePageName(transcript.sourcePath) });
  });
  return refuseOtherMethods(app);
}
