/** Where a lead came from, as an icon and a word: the assistant's chat or the contact form. */
import { Bot, icon } from "~/components/ui/icons.ts";
import type { LeadSource } from "../../../contracts/admin-api.ts";

/** Lucide's "mail" outline, as one path. */
const Mail = /* @__PURE__ */ icon(
  "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 7l-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7",
);

export const sourceLabels: Record<LeadSource, string> = { assistant: "Assistant", "contact-form": "Form" };

export function SourceBadge({ source }: { source: LeadSource }) {
  const Icon = source === "assistant" ? Bot : Mail;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-slate-800">
      <Icon className={source === "assistant" ? "size-4 text-violet-700" : "size-4 text-slate-500"} />
      {sourceLabels[source]}
    </span>
  );
}
