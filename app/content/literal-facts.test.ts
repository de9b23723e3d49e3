/**
 * Text modules never state a fact literally (decision 058): a price, the uptime
 * target, the office hours, the founded year, an e-mail address, the phone
 * number, the company's name, a market's hours, sender ID marks, approval times
 * or segment sizes are placeholders ("{salesEmail}") filled from the facts, so
 * changing a fact changes every page and language at once, and a translator
 * cannot change one. Read from the files' source, so nothing slips past in a
 * string the pages happen not to render.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { companyFacts } from "./company/facts.ts";
import { smsSegments } from "./facts/sms-segments.ts";
import { escapeRegExp } from "./format/escape-reg-exp.ts";
import { locales } from "./locales.ts";
import { marketFactsOf, marketValues } from "./render/site.ts";
import { smsRates } from "./sms-rates.ts";
import { contentDir, oneOffTextModules, registryFolders } from "./text-modules.ts";

interface Literal {
  fact: string;
  pattern: RegExp;
}

/** The text as a whole word or number: "2016" but not "20160", "Relaywave" but not "RELAYWAVE_API_KEY". */
const word = (fact: string, text: string): Literal => ({
  fact,
  pattern: new RegExp(`(?<![\\w.])${escapeRegExp(text)}(?![\\w])`),
});

/** A 24-hour time however a text writes it: "09:00" or "9:00". */
const clock = (fact: string, time: string): Literal => ({
  fact,
  pattern: new RegExp(`(?<![\\d:])0?${escapeRegExp(time.replace(/^0/, ""))}(?![\\d])`),
});

/** Facts that belong to every text. */
const companyLiterals: Literal[] = [
  { fact: "a per-message price", pattern: /\$0\.0\d/ },
  ...smsRates.flatMap((rate) =>
    [rate.transactional, rate.promotional].map((price) => word(`${rate.country} price`, String(price))),
  ),
  word("the uptime target", String(companyFacts.uptimeTargetPercent)),
  clock("the office hours' opening", companyFacts.openingHours.from),
  clock("the office hours' closing", companyFacts.openingHours.to),
  word("the founded year", String(companyFacts.foundedYear)),
  ...Object.values(companyFacts.emails).map((email) => word("an e-mail address", email)),
  word("the phone number", companyFacts.phone.display),
  word("the phone number", companyFacts.phone.e164),
  word("the phone number", companyFacts.phone.e164.slice(2)),
  word("the company's name", companyFacts.name),
  ...[smsSegments.gsm7, smsSegments.unicode].flatMap((encoding) =>
    [encoding.single, encoding.perPart].map((size) => ({
      fact: "a segment size",
      // "at most 160 characters long" is the contact form's own limit, not a segment.
      pattern: new RegExp(
        `(?<![\\d+])${size}(?=[- ](characters?|GSM|Unicode|per|or|if)\\b)(?! characters long)`,
      ),
    })),
  ),
];

/** What a market's own texts must not write out: its hours, sender ID marks and approval times. */
function marketLiterals(slug: string): Literal[] {
  const facts = marketFactsOf(slug);
  const literals: Literal[] = [];
  if (facts.promotionalHours)
    literals.push(
      clock("a promotional hour", facts.promotionalHours.from),
      clock("a promotional hour", facts.promotionalHours.to),
    );
  const { prefix, suffix } = facts.senderId.promotional;
  if (prefix)
    literals.push({ fact: "the promotional prefix", pattern: new RegExp(`\\b${escapeRegExp(prefix)}`) });
  if (suffix)
    literals.push({ fact: "the promotional suffix", pattern: new RegExp(`${escapeRegExp(suffix)}\\b`) });
  if (facts.senderId.maxLength !== null)
    literals.push(word("the sender ID's length", `${facts.senderId.maxLength} characters`));
  for (const locale of locales) {
    const values = marketValues(slug, locale);
    for (const name of ["approvalTime", "entityApproval"] as const) {
      const value = values[name];
      if (typeof value === "string") literals.push(word(`its ${name}`, value));
    }
  }
  return literals;
}

/** Each literal fact found in a text, with the line it is on. */
function literalFactsIn(source: string, literals: readonly Literal[]): string[] {
  return source
    .split("\n")
    .flatMap((line, index) =>
      literals
        .filter((literal) => literal.pattern.test(line))
        .map((literal) => `line ${index + 1} states ${literal.fact}: ${line.trim().slice(0, 100)}`),
    );
}

const read = (file: string) => readFileSync(path.join(contentDir, file), "utf8");

const textFiles = [
  ...locales.flatMap((locale) => oneOffTextModules.map((module) => module.file(locale))),
  ...locales.flatMap((locale) => registryFolders().map((folder) => `${folder}/${locale}.ts`)),
];

describe("text modules state no fact literally", () => {
  it.each(textFiles)("%s", (file) => {
    const slug = file.startsWith("sms-countries/") ? file.split("/")[1] : undefined;
    const literals = slug ? [...companyLiterals, ...marketLiterals(slug)] : companyLiterals;
    expect(literalFactsIn(read(file), literals)).toEqual([]);
  });

  it("nor do the drawings, whose words are read too", () => {
    const dir = path.join(contentDir, "..", "assets", "illustrations");
    const drawings = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".svg"),
    );
    expect(drawings.length).toBeGreaterThanOrEqual(14);
    // The drawings show the brand itself (a sender, a letterhead): the name is art there, not a fact.
    const facts = companyLiterals.filter((literal) => literal.fact !== "the company's name");
    for (const drawing of drawings)
      expect(literalFactsIn(readFileSync(path.join(dir, drawing), "utf8"), facts), drawing).toEqual([]);
  });
});

describe("the check itself", () => {
  it("catches each kind of literal fact", () => {
    const text = [
      'body: "From $0.0320 per message.",',
      'value: "99.95%",',
      'hours: "Sunday to Thursday, 9:00 to 18:00",',
      'since: "In business since 2016",',
      'cta: "Write to sales@relaywave.example or call +1 (555) 010-0199",',
      'title: "Start sending with Relaywave",',
      'note: "One SMS holds 70 characters",',
    ].join("\n");
    const found = literalFactsIn(text, companyLiterals);
    for (const fact of [
      "a per-message price",
      "the uptime target",
      "the office hours' opening",
      "the office hours' closing",
      "the founded year",
      "an e-mail address",
      "the phone number",
      "the company's name",
      "a segment size",
    ])
      expect(found.join("\n")).toContain(`states ${fact}`);
  });

  it("catches a market's own facts", () => {
    const found = literalFactsIn(
      'faq: "Promotional names end in -AD and take one to two weeks; send between 10:00 and 21:00."',
      [...marketLiterals("saudi-arabia"), ...marketLiterals("india")],
    ).join("\n");
    expect(found).toContain("states the promotional suffix");
    expect(found).toContain("states its approvalTime");
    expect(found).toContain("states a promotional hour");
  });

  it("leaves placeholders, code names and other numbers alone", () => {
    const text =
      'body: "Write to {salesEmail} within {replyTime}; set RELAYWAVE_API_KEY; call +971 4 123 4567."';
    expect(literalFactsIn(text, companyLiterals)).toEqual([]);
  });
});
