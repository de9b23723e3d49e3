/**
 * The console's view of the leads (decision 038), the same SQL for PGlite and
 * PostgreSQL: a filtered, searched, paginated inbox (newest first), one lead
 * with its history, status changes and notes recorded with who and when, and
 * erasure of a lead with its conversation.
 */
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import {
  INBOX_PREVIEW_LENGTH,
  type InboxLeadJson,
  LEAD_STATUSES,
  type Lead,
  type LeadStatus,
  type StatusCounts,
} from "../../contracts/admin-api.ts";
import { type Db, toLead } from "./rows.ts";
import { conversations, leadEvents, leadStatus, leads } from "./schema.ts";

export const INBOX_PAGE_SIZE = 50;

export interface InboxFilter {
  status?: LeadStatus;
  /** A service slug. */
  service?: string;
  /** The lead's country (ISO 3166-1 alpha-2). */
  market?: string;
  /** Matched anywhere in name, e-mail address and company, ignoring case. */
  search?: string;
  /** 1-based. */
  page?: number;
}

export interface InboxLead extends Lead {
  status: LeadStatus;
}

export interface InboxPage {
  leads: InboxLeadJson[];
  /** Leads matching every filter. */
  total: number;
  page: number;
  pageSize: number;
  /** Per status (and all) for the same service, market and search: the inbox's tabs. */
  counts: StatusCounts;
}

export interface LeadEvent {
  actor: string;
  kind: "status" | "note";
  old: string | null;
  new: string | null;
  note: string | null;
  /** ISO 8601 (UTC). */
  at: string;
}

export interface LeadDetail {
  lead: InboxLead;
  /** Oldest first. */
  events: LeadEvent[];
}

export interface LeadChange {
  status?: LeadStatus;
  note?: string;
}

export interface LeadInbox {
  search(filter: InboxFilter): Promise<InboxPage>;
  /** Null for an unknown id (or one that is not a UUID). */
  get(id: string): Promise<LeadDetail | null>;
  /** Records a status change (only when it changes) and a note, each as an event by `actor`; null for an unknown lead. */
  update(id: string, change: LeadChange, actor: string): Promise<LeadDetail | null>;
  /** Deletes the lead, its history and its conversation (turns, feedback) unless another lead shows it; null for an unknown lead. */
  erase(id: string): Promise<{ conversationId: string | null } | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isLeadId = (id: string) => UUID.test(id);

/** LIKE treats % _ and \ specially: a search for "50%" means those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const currentStatus = sql<LeadStatus>`coalesce(${leadStatus.status}, 'new')`;

export function createLeadInbox(db: Db): LeadInbox {
  async function get(id: string): Promise<LeadDetail | null> {
    if (!isLeadId(id)) return null;
    const rows = await db
      .select({ lead: leads, status: currentStatus })
      .from(leads)
      .leftJoin(leadStatus, eq(leadStatus.leadId, leads.id))
      .where(eq(leads.id, id));
    const row = rows[0];
    if (!row) return null;
    const events = await db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, id))
      .orderBy(leadEvents.at, leadEvents.id);
    return {
      lead: { ...toLead(row.lead), status: row.status },
      events: events.map((event) => ({
        actor: event.actor,
        kind: event.kind,
        old: event.old,
        new: event.new,
        note: event.note,
        at: event.at.toISOString(),
      })),
    };
  }

  return {
    async search(filter) {
      const page = Math.max(1, Math.floor(filter.page ?? 1));
      // Every filter but the status: the tabs count each status under the others.
      const conditions: (SQL | undefined)[] = [
        filter.service ? eq(leads.service, filter.service) : undefined,
        filter.market ? eq(leads.country, filter.market) : undefined,
      ];
      const search = filter.search?.trim();
      if (search) {
        const pattern = likePattern(search);
        conditions.push(
          or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.company, pattern)),
        );
      }
      const where = and(...conditions, filter.status ? sql`${currentStatus} = ${filter.status}` : undefined);
      const [rows, perStatus] = await Promise.all([
        db
          .select({
            id: leads.id,
            createdAt: leads.createdAt,
            name: leads.name,
            email: leads.email,
            company: leads.company,
            phone: leads.phone,
            country: leads.country,
            service: leads.service,
            // Only the start of a message travels to the inbox; line breaks read as spaces there.
            preview: sql<string>`regexp_replace(left(${leads.message}, ${INBOX_PREVIEW_LENGTH}::int), '\\s+', ' ', 'g')`,
            consent: leads.consent,
            sourcePath: leads.sourcePath,
            locale: leads.locale,
            conversationId: leads.conversationId,
            source: leads.source,
            status: currentStatus,
          })
          .from(leads)
          .leftJoin(leadStatus, eq(leadStatus.leadId, leads.id))
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.sequence))
          .limit(INBOX_PAGE_SIZE)
          .offset((page - 1) * INBOX_PAGE_SIZE),
        db
          .select({ status: currentStatus, total: count() })
          .from(leads)
          .leftJoin(leadStatus, eq(leadStatus.leadId, leads.id))
          .where(and(...conditions))
          .groupBy(currentStatus),
      ]);
      const counts = Object.fromEntries([
        ["all", 0],
        ...LEAD_STATUSES.map((status) => [status, 0]),
      ]) as StatusCounts;
      for (const row of perStatus) {
        counts[row.status] = Number(row.total);
        counts.all += Number(row.total);
      }
      return {
        leads: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          preview: row.preview.trim(),
        })),
        total: filter.status ? counts[filter.status] : counts.all,
        page,
        pageSize: INBOX_PAGE_SIZE,
        counts,
      };
    },

    get,

    async update(id, change, actor) {
      if (!isLeadId(id)) return null;
      const found = await db.transaction(async (tx) => {
        // Locks the lead, so two operators changing it at once record their changes in turn.
        const locked = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).for("update");
        if (locked.length === 0) return false;
        const before = await tx
          .select({ status: leadStatus.status })
          .from(leadStatus)
          .where(eq(leadStatus.leadId, id));
        const old = before[0]?.status ?? "new";
        if (change.status && change.status !== old) {
          await tx
            .insert(leadStatus)
            .values({ leadId: id, status: change.status })
            .onConflictDoUpdate({
              target: leadStatus.leadId,
              set: { status: change.status, updatedAt: sql`now()` },
            });
          await tx.insert(leadEvents).values({ leadId: id, actor, kind: "status", old, new: change.status });
        }
        const note = change.note?.trim();
        if (note) await tx.insert(leadEvents).values({ leadId: id, actor, kind: "note", note });
        return true;
      });
      return found ? get(id) : null;
    },

    async erase(id) {
      if (!isLeadId(id)) return null;
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(leads)
          .where(eq(leads.id, id))
          .returning({ conversationId: leads.conversationId });
        const row = deleted[0];
        if (!row) return null;
        // Its turns and feedback go by cascade. Never a transcript another lead shows: the unique
        // index keeps one lead per conversation (decision 055), and this holds even without it.
        if (row.conversationId)
          await tx
            .delete(conversations)
            .where(
              and(
                eq(conversations.id, row.conversationId),
                sql`not exists (select 1 from ${leads} where ${leads.conversationId} = ${row.conversationId})`,
              ),
            );
        return { conversationId: row.conversationId };
      });
    },
  };
}
