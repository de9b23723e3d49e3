/**
 * The e-mail that tells sales about a new lead: a subject that names the lead, plain
 * text and a simple HTML version (every value escaped by Hono's `html` helper). A lead
 * from the assistant also shows the latest turns of its conversation, each cut short,
 * and links to the whole transcript in the console (decision 056).
 */
import { html } from "hono/html";
import type { Lead } from "../../contracts/admin-api.ts";
import type { TranscriptEntry } from "../db/conversations-repository.ts";

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
}

const regions = new Intl.DisplayNames(["en"], { type: "region" });
const languages = new Intl.DisplayNames(["en"], { type: "language" });

/** "Arabic (ar)": the language sales should reply in (decision 091). */
function languageName(code: string): string {
  const name = languages.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

function countryName(code: string): string {
  try {
    const name = regions.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** Label and value of every field sales needs, in reading order; absent ones as "—". */
function fields(lead: Lead): [string, string][] {
  const source =
    lead.source === "assistant" ? "The assistant (chat), transcript in the console" : "The contact form";
  return [
    ["Name", lead.name],
    ["E-mail", lead.email],
    ["Company", lead.company ?? "—"],
    ["Phone", lead.phone ?? "—"],
    ["Service", lead.service ?? "—"],
    ["Country", lead.country ? countryName(lead.country) : "—"],
    ["Source", `${source}${lead.sourcePath ? `, on ${lead.sourcePath}` : ""}`],
    ["Language", languageName(lead.locale)],
    ["Received", lead.createdAt],
  ];
}

/** The lead's conversation as the e-mail shows it: the latest turns, how many there are, where to read all. */
export interface EmailedConversation {
  turns: readonly TranscriptEntry[];
  total: number;
  url: string;
}

const speaker = (turn: TranscriptEntry) => (turn.role === "user" ? "Visitor" : "Assistant");

function conversationHeading({ turns, total }: EmailedConversation): string {
  if (turns.length === 0) return "Conversation with the assistant: no stored turns.";
  return turns.length < total
    ? `Conversation with the assistant (the latest ${turns.length} of ${total} turns):`
    : `Conversation with the assistant (${total} turns):`;
}

export function leadEmail(lead: Lead, consoleUrl: string, conversation?: EmailedConversation): LeadEmail {
  const about = [lead.company, lead.service].filter(Boolean).join(", ");
  // Names cannot hold line breaks (decision 022); the collapse keeps the header one line regardless.
  const subject = `New lead: ${lead.name} <${lead.email}>${about ? ` (${about})` : ""}`.replace(/\s+/g, " ");
  const list = fields(lead);
  const text = [
    "A new lead arrived on the Relaywave website.",
    "",
    ...list.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    lead.message,
    "",
    ...(conversation
      ? [
          conversationHeading(conversation),
          ...conversation.turns.map((turn) => `${speaker(turn)}: ${turn.content}`),
          `Read the whole conversation: ${conversation.url}`,
          "",
        ]
      : []),
    `Open it in the console: ${consoleUrl}`,
    "",
  ].join("\n");
  const rows = list.map(
    ([label, value]) =>
      html`<tr><th align="left" style="padding:2px 12px 2px 0">${label}</th><td>${value}</td></tr>`,
  );
  const body = html`<!doctype html>
<html lang="en"><body style="font-family:system-ui,sans-serif;font-size:14px;color:#111">
<p>A new lead arrived on the Relaywave website.</p>
<table>${rows}</table>
<p><strong>Message</strong></p>
<p style="white-space:pre-wrap">${lead.message}</p>
${conversation ? conversationHtml(conversation) : ""}<p><a href="${consoleUrl}">Open it in the console</a></p>
</body></html>
`;
  return { subject, text, html: String(body) };
}

function conversationHtml(conversation: EmailedConversation) {
  const turns = conversation.turns.map(
    (turn) => html`<p style="white-space:pre-wrap"><strong>${speaker(turn)}:</strong> ${turn.content}</p>`,
  );
  return html`<p><strong>${conversationHeading(conversation)}</strong></p>
${turns}
<p><a href="${conversation.url}">Read the whole conversation</a></p>
`;
}
