/**
 * "Do you have an office in Muscat?": no, where no office of ours is, and yes where one is; the
 * offices we have follow either way.
 */
import type { companyFacts } from "../../app/content/company/facts.ts";
import { say } from "./say.ts";
import { normalize } from "./text.ts";
import { asksYesNo } from "./yes-no.ts";

type Office = (typeof companyFacts.offices)[number];

/** Other names visitors give our cities, and the countries they are in. */
const aliases: Record<string, readonly string[]> = { bengaluru: ["bangalore", "blr"] };
const countries: Record<string, readonly string[]> = {
  AE: ["uae", "emirates"],
  IN: ["india"],
  SA: ["saudi", "ksa"],
};

/**
 * An office asked for in a place: "an office in Muscat", "a branch in Oman", or the Arabic and
 * Hindi office read as "where is the company" ("عندكم مكتب في مسقط؟", "मस्कट में आपका ऑफिस है?").
 */
const office = String.raw`\b(?:office|offices|branch|branches|presence|where is the company)\b`;
const officeIn = new RegExp(`${office}.*\\b(?:in|at)\\s+(\\p{L}+)`, "u");
const inOffice = new RegExp(`\\bin\\s+(\\p{L}+)(?:\\s+\\p{L}+)?\\s+(?:your\\s+)?${office}`, "u");

/** "No. " or "Yes. " before the offices, when a yes/no question asks for one in a place. */
export function officeVerdict(question: string, offices: readonly Office[]): string {
  const text = normalize(question);
  const place = (officeIn.exec(text) ?? inOffice.exec(text))?.[1];
  const yesNo = asksYesNo(question) || /^any\b/.test(text);
  if (!place || !yesNo || /^(your|the|our|which|what)$/.test(place)) return "";
  const names = offices.flatMap((office) => [
    office.id,
    ...(aliases[office.id] ?? []),
    ...(countries[office.country] ?? []),
  ]);
  return `${names.includes(place) ? say.offeredYes() : say.requirementNo()} `;
}
