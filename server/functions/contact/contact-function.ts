import { Hono, type MiddlewareHandler } from "hono";
import { contactFormMessagesIn } from "../../../app/content/contact-form-messages.ts";
import {
  type ContactRequest,
  normalizePhone,
  requestLocale,
  validateContact,
} from "../../../contracts/contact-request.ts";
import type { Database } from "../../db/database.ts";
import type { NewLead } from "../../db/leads-repository.ts";
import { errorResponse } from "../../http/errors.ts";
import { type BodyCheck, functionBody, jsonBody } from "../../http/json-body.ts";
import { refuseOtherMethods } from "../../http/methods.ts";
import { conversationTopic } from "./conversation-topic.ts";

const NUL_MESSAGE = "This field contains a null character (U+0000), which cannot be stored.";

/**
 * PostgreSQL text cannot hold U+0000: such a lead would fail its insert with a
 * 500 (found by the fuzz test, functions-fuzz.test.ts). No one types it into a form, so it
 * is refused as bad input rather than silently removed.
 */
export function fieldsWithNul(lead: Record<string, unknown>): string[] {
  return Object.keys(lead).filter((field) => {
    const value = lead[field];
    return typeof value === "string" && value.includes("\u0000");
  });
}

/**
 * The form's own schema, with its sentences and fieldErrors in the language of the page that
 * sent it (its `locale`; English when absent or unknown, decision 091), as the form shows them.
 */
const checkContact: BodyCheck<ContactRequest> = (body) => {
  const checked = validateContact(body, contactFormMessagesIn(requestLocale(body)).errors);
  if (checked.ok) return checked.value;
  const first = Object.values(checked.fieldErrors)[0]?.[0];
  return errorResponse(400, first ?? "Some fields are not valid.", { fieldErrors: checked.fieldErrors });
};

export interface ContactFunctionOptions {
  database: () => Promise<Database>;
  /** CONTACT_RATE_LIMIT_PER_HOUR, before anything else: every request counts, valid or not. */
  limit?: MiddlewareHandler;
  /** The origin when a page of it may send leads (decision 018), else null: others are refused (CSRF). */
  allowOrigin?: (origin: string) => string | null;
}

/**
 * POST /functions/v1/contact: validates a lead with the form's own schema,
 * drops honeypot submissions without storing them, and answers 201 `{id}` only
 * after the lead is committed (and, with PGlite, journalled: decision 020). The
 * same idempotency key is stored once; reused for another submission, it gets a 409.
 * Leads come only from this site's own pages (another Origin gets 403).
 */
export function contactFunction({
  database,
  limit,
  allowOrigin = (origin) => origin,
}: ContactFunctionOptions) {
  const app = new Hono();
  if (limit) app.use("/", limit);
  app.use("/", async (c, next) => {
    const origin = c.req.header("origin");
    if (origin && !allowOrigin(origin)) {
      return errorResponse(403, "Submissions are accepted only from this website's own contact form.");
    }
    await next();
  });
  app.use("/", functionBody());
  app.post(
    "/",
    jsonBody(checkContact, { object: "The request body must be a JSON object with the form's fields." }),
    async (c) => {
      const lead = c.req.valid("json");
      // A filled honeypot is a bot: answer as if stored, so it learns nothing, and store nothing.
      if (lead.website) return c.json({ id: crypto.randomUUID() }, 201);
      const unstorable = fieldsWithNul(lead);
      if (unstorable.length > 0) {
        return errorResponse(400, NUL_MESSAGE, {
          fieldErrors: Object.fromEntries(unstorable.map((field) => [field, [NUL_MESSAGE]])),
        });
      }
      const db = await database();
      // Decision 033: an unknown or expired conversation is not an error (the lead matters more
      // than the link); the lead is still marked as sent from the assistant.
      const about = lead.conversationId ? await db.conversations.about(lead.conversationId) : null;
      const submitted: NewLead = {
        name: lead.name,
        email: lead.email,
        company: lead.company || null,
        phone: lead.phone ? normalizePhone(lead.phone) : null,
        country: lead.country || null,
        service: lead.service || null,
        message: lead.message,
        consent: lead.consent,
        idempotencyKey: lead.idempotencyKey,
        sourcePath: lead.sourcePath || null,
        locale: lead.locale,
        userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
        conversationId: about ? (lead.conversationId ?? null) : null,
        source: lead.conversationId ? "assistant" : "contact-form",
      };
      // What the visitor left empty, the conversation may name (decision 080).
      const topic = about ? conversationTopic(about) : {};
      const filled = {
        ...submitted,
        country: submitted.country ?? topic.country ?? null,
        service: submitted.service ?? topic.service ?? null,
      };
      const { outcome, lead: stored } = await db.leads.insert(filled, submitted);
      // The key was used for another submission: say so rather than drop this one silently.
      if (outcome === "conflict")
        return errorResponse(409, contactFormMessagesIn(lead.locale).errors.keyReused);
      return c.json({ id: stored.id }, 201);
    },
  );
  return refuseOtherMethods(app);
}
