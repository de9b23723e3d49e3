/**
 * The leads inbox and a lead's page (decision 038), behind the admin guard:
 * GET /inbox (filters, search, 50 a page, newest first), GET /leads/:id (every
 * field, the assistant transcript, history, notification deliveries),
 * PATCH /leads/:id (status and a note, recorded with who and when),
 * POST /leads/:id/deliveries/:deliveryId/retry ("Retry now", decision 081) and
 * DELETE /leads/:id (erasure with its conversation, decision 038).
 */
import { Hono } from "hono";
import { LEAD_STATUSES, type LeadDetailJson, type LeadStatus } from "../../../contracts/admin-api.ts";
import type { Database } from "../../db/database.ts";
import type { InboxFilter, LeadDetail } from "../../db/lead-inbox.ts";
import { errorResponse } from "../../http/errors.ts";
import { type BodyCheck, functionBody, jsonBody } from "../../http/json-body.ts";
import { refuseOtherMethods } from "../../http/methods.ts";
import { EXPORT_TURNS } from "../../leads/transcript-excerpt.ts";
import { actorOf } from "./admin-env.ts";
import { sitePageName } from "./site-page-name.ts";

export const NOTE_MAX_LENGTH = 2000;
const MAX_PAGE = 100_000;

const isStatus = (value: unknown): value is LeadStatus =>
  typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);

/** The inbox's query string, or a sentence saying what is wrong with it. */
export function parseInboxQuery(query: Record<string, string | undefined>): InboxFilter | string {
  const { status, service, market, q, page } = query;
  const filter: InboxFilter = {};
  if (status) {
    if (!isStatus(status)) return `The status must be one of ${LEAD_STATUSES.join(", ")}.`;
    filter.status = status;
  }
  if (service) {
    if (!/^[a-z0-9-]{1,100}$/.test(service)) return "The service must be a service's slug.";
    filter.service = service;
  }
  if (market) {
    if (!/^[A-Z]{2}$/.test(market)) return "The market must be a two-letter country code such as AE.";
    filter.market = market;
  }
  if (q) {
    if (q.length > 200) return "The search can be at most 200 characters long.";
    filter.search = q;
  }
  if (page) {
    const number = Number(page);
    if (!Number.isInteger(number) || number < 1 || number > MAX_PAGE)
      return "The page must be a whole number from 1.";
    filter.page = number;
  }
  return filter;
}

/** A status, a note or both: what PATCH /leads/:id may change. */
const checkChange: BodyCheck<{ status?: LeadStatus; note?: string }> = (body) => {
  const { status, note } = body as Record<string, unknown>;
  if (status !== undefined && !isStatus(status))
    return errorResponse(400, `The status must be one of ${LEAD_STATUSES.join(", ")}.`);
  if (note !== undefined && typeof note !== "string") return errorResponse(400, "The note must be text.");
  if (typeof note === "string" && note.length > NOTE_MAX_LENGTH)
    return errorResponse(400, `The note can be at most ${NOTE_MAX_LENGTH} characters long.`);
  if (status === undefined && !note?.trim())
    return errorResponse(400, "Please choose a status or write a note.");
  return { status, note };
};

const noLead = () => errorResponse(404, "There is no such lead. It may have been deleted.");

export function leadsAdmin(database: () => Promise<Database>) {
  const app = new Hono();

  async function detail(db: Database, found: LeadDetail): Promise<LeadDetailJson> {
    const { conversationId } = found.lead;
    // The latest turns only: the whole transcript is paged in the console (decision 056).
    const excerpt = conversationId
      ? ((await db.conversations.transcripts([conversationId], { latest: EXPORT_TURNS })).get(
          conversationId,
        ) ?? {
          turns: [],
          total: 0,
        })
      : null;
    return {
      ...found,
      transcript: excerpt?.turns ?? null,
      transcriptTurns: excerpt?.total ?? null,
      notifications: await db.outbox.deliveriesForLead(found.lead.id),
      sourcePageName: sitePageName(found.lead.sourcePath),
    };
  }

  app.get("/inbox", async (c) => {
    const filter = parseInboxQuery(c.req.query());
    if (typeof filter === "string") return errorResponse(400, filter);
    c.header("cache-control", "no-store");
    return c.json(await (await database()).inbox.search(filter));
  });

  app.get("/leads/:id", async (c) => {
    const db = await database();
    const found = await db.inbox.get(c.req.param("id"));
    if (!found) return noLead();
    c.header("cache-control", "no-store");
    return c.json(await detail(db, found));
  });

  app.use("/leads/:id", async (c, next) => (c.req.method === "PATCH" ? functionBody()(c, next) : next()));
  const change = jsonBody(checkChange, {
    object: "The request body must be a JSON object with a status or a note.",
  });
  app.patch("/leads/:id", change, async (c) => {
    const { status, note } = c.req.valid("json");
    const db = await database();
    const found = await db.inbox.update(
      c.req.param("id"),
      { status, note: note?.trim() || undefined },
      actorOf(c.get("operator")),
    );
    if (!found) return noLead();
    return c.json(await detail(db, found));
  });

  // "Retry now" for a failed or given-up notification (decision 081): the outbox tries it at once.
  app.post("/leads/:id/deliveries/:deliveryId/retry", async (c) => {
    const db = await database();
    const outcome = await db.outbox.retryNow(c.req.param("id"), c.req.param("deliveryId"));
    if (outcome === "not-found")
      return errorResponse(404, "There is no such notification for this lead. It may have been deleted.");
    if (outcome === "not-failed")
      return errorResponse(
        409,
        "This notification has not failed: it is delivered or waiting for its first attempt.",
      );
    if (outcome === "in-flight")
      return errorResponse(409, "This notification is being sent right now. Look again in a minute.");
    const found = await db.inbox.get(c.req.param("id"));
    if (!found) return noLead();
    return c.json(await detail(db, found));
  });

  app.delete("/leads/:id", async (c) => {
    const erased = await (await database()).inbox.erase(c.req.param("id"));
    if (!erased) return noLead();
    return c.json({ erased: true });
  });
  return refuseOtherMethods(app);
}
