/**
 * Lead exports for operators: JSON for programs, CSV for spreadsheets.
 * Both carry exactly the Lead fields, in the order of the Lead interface; the
 * JSON adds the latest turns of a lead's assistant conversation, how many it
 * has and a link to the whole transcript in the console (decision 056).
 */
import { stringify } from "csv-stringify/sync";
import type { Lead } from "../../contracts/admin-api.ts";
import { conversationConsoleUrl } from "../../contracts/console-urls.ts";
import type { TranscriptExcerpt } from "../db/conversations-repository.ts";
import type { Database } from "../db/database.ts";
import { EXPORT_TURNS } from "./transcript-excerpt.ts";

/** The Lead fields in export order; also the CSV header row. */
export const LEAD_EXPORT_FIELDS = [
  "id",
  "createdAt",
  "name",
  "email",
  "company",
  "phone",
  "country",
  "service",
  "message",
  "consent",
  "idempotencyKey",
  "sourcePath",
  "locale",
  "userAgent",
  "conversationId",
  "source",
] as const satisfies readonly (keyof Lead)[];

type ExportedLead = Pick<Lead, (typeof LEAD_EXPORT_FIELDS)[number]>;

function pickFields(lead: Lead): ExportedLead {
  const out: Record<string, unknown> = {};
  for (const field of LEAD_EXPORT_FIELDS) out[field] = lead[field];
  return out as ExportedLead;
}

/** A linked lead's conversation: its latest turns and count, and the console's address. */
export interface LinkedTranscripts {
  transcripts: ReadonlyMap<string, TranscriptExcerpt>;
  /** SITE_ORIGIN, for the transcript's link. */
  siteOrigin: string;
}

/**
 * One lead as the JSON export (and the lead webhook) gives it. A lead linked to a conversation
 * carries `transcript` (its latest turns, oldest first; empty when not given), `transcriptTurns`
 * (how many the conversation has) and `transcriptUrl` (the whole transcript in the console).
 */
export function leadExportRecord(lead: Lead, linked?: LinkedTranscripts) {
  if (!lead.conversationId) return pickFields(lead);
  const excerpt = linked?.transcripts.get(lead.conversationId);
  return {
    ...pickFields(lead),
    transcript: excerpt?.turns ?? [],
    transcriptTurns: excerpt?.total ?? 0,
    transcriptUrl: linked ? conversationConsoleUrl(linked.siteOrigin, lead.conversationId) : null,
  };
}

/** A pretty-printed JSON array (two-space indent, trailing newline); any extra properties are dropped. */
export function leadsToJson(leads: readonly Lead[], linked?: LinkedTranscripts): string {
  const rows = leads.map((lead) => leadExportRecord(lead, linked));
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** The export both ways in (the CLI and the running server's admin endpoint) answer with. */
export async function exportLeads(
  database: Database,
  format: "csv" | "json",
  since: Date | null,
  siteOrigin: string,
): Promise<string> {
  const leads = await database.leads.list(since ? { since } : {});
  if (format === "csv") return leadsToCsv(leads);
  const ids = leads.flatMap((lead) => (lead.conversationId ? [lead.conversationId] : []));
  // No conversation to read (nor a chat buffer to flush) for leads from the contact form.
  const transcripts =
    ids.length > 0 ? await database.conversations.transcripts(ids, { latest: EXPORT_TURNS }) : new Map();
  return leadsToJson(leads, { transcripts, siteOrigin });
}

/**
 * Formula injection ("CSV injection", decision 021): Excel, LibreOffice and
 * Google Sheets treat a cell starting with =, +, -, @, a tab or a carriage
 * return as a formula, and an operator may import with another separator than
 * the comma (";", tab, "|") or paste a cell that holds line breaks. So a single
 * quote, which spreadsheets show as text, goes before every such start: at the
 * start of the cell and after any of , ; | tab CR LF, spaces in between
 * included (OWASP's advice). It stays in the file: "+9714..." exports as
 * "'+9714..."; the JSON export keeps every value as stored.
 */
const FORMULA_START = /(?<=^|[,;|\t\r\n])(?=[ ]*[=+\-@\t\r])/g;

export const neutraliseFormulas = (text: string) => text.replace(FORMULA_START, "'");

/**
 * RFC 4180 CSV: a header row of the field names, one record per lead, every
 * cell quoted, every line (the last included) ended by CRLF; null as an empty
 * field, booleans as true/false. No byte-order mark is added.
 */
export function leadsToCsv(leads: readonly Lead[]): string {
  return stringify(leads.map(pickFields), {
    header: true,
    columns: [...LEAD_EXPORT_FIELDS],
    quoted: true,
    quoted_empty: true,
    record_delimiter: "windows",
    cast: { boolean: String, string: neutraliseFormulas },
  });
}
