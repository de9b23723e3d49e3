/**
 * Lead exports for operators: JSON for programs, CSV for spreadsheets.
 * Both carry exactly the Lead fields, in the order of the Lead interface.
 */
import type { Lead } from "../db/types";

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
  "userAgent",
] as const satisfies readonly (keyof Lead)[];

type ExportedLead = Pick<Lead, (typeof LEAD_EXPORT_FIELDS)[number]>;

function pickFields(lead: Lead): ExportedLead {
  const out: Record<string, unknown> = {};
  for (const field of LEAD_EXPORT_FIELDS) out[field] = lead[field];
  return out as ExportedLead;
}

/** A pretty-printed JSON array (two-space indent, trailing newline); any extra properties are dropped. */
export function leadsToJson(leads: readonly Lead[]): string {
  return `${JSON.stringify(leads.map(pickFields), null, 2)}\n`;
}

/**
 * Formula injection ("CSV injection"): Excel, LibreOffice and Google Sheets
 * treat a cell starting with =, +, -, @ (or a tab or carriage return before
 * one) as a formula, so a visitor could plant `=HYPERLINK(...)` or worse in a
 * lead and have it run on the operator's machine. Such cells are prefixed with
 * a single quote, which spreadsheets show as text (OWASP's advice). The quote
 * stays in the file: a phone number "+9714..." exports as "'+9714...".
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | boolean | null): string {
  if (value === null) return "";
  let text = typeof value === "boolean" ? String(value) : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  // RFC 4180: quote fields holding a comma, quote, CR or LF; double the quotes inside.
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV: a header row of the field names, one record per lead, every
 * line (the last included) ended by CRLF; null as an empty field, booleans as
 * true/false. The text is UTF-8 when written as such; no byte-order mark is added.
 */
export function leadsToCsv(leads: readonly Lead[]): string {
  const lines = [LEAD_EXPORT_FIELDS.join(",")];
  for (const lead of leads) lines.push(LEAD_EXPORT_FIELDS.map((field) => csvCell(lead[field])).join(","));
  return lines.map((line) => `${line}\r\n`).join("");
}
