/**
 * The inbox's one-line preview of a lead's message. The panel's "Send to sales" form has no
 * message field: it writes "Sent from the AI Assistant. The visitor's last question: "…"" in the
 * visitor's language, and the Source column already says "Assistant". So an assistant lead's
 * preview is the visitor's question itself, which is what sales wants to read first.
 */
import { assistantPanelTexts } from "~/content/assistant/panel/index.ts";
import type { InboxLeadJson } from "../../../contracts/admin-api.ts";

const QUESTION = "{question}";

/** Each language's template around the question, and the sentence sent without one. */
const templates = Object.values(assistantPanelTexts).map(({ handoff }) => {
  const at = handoff.messageWithQuestion.indexOf(QUESTION);
  return {
    before: handoff.messageWithQuestion.slice(0, at),
    after: handoff.messageWithQuestion.slice(at + QUESTION.length),
    alone: handoff.message,
  };
});

export function inboxPreview(lead: Pick<InboxLeadJson, "source" | "preview">): string {
  if (lead.source !== "assistant") return lead.preview;
  for (const { before, after, alone } of templates) {
    if (lead.preview.startsWith(before)) {
      const question = lead.preview.slice(before.length);
      return `“${question.endsWith(after) ? question.slice(0, -after.length || undefined) : question}”`;
    }
    if (lead.preview === alone) return "No message: the visitor sent their details from the chat.";
  }
  return lead.preview;
}
