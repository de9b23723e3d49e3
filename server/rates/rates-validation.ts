/**
 * What makes a list of SMS rates acceptable, wherever it comes from (the prices editor,
 * PUT /functions/v1/admin/sms-rates, the one-time import of DATA_DIR/sms-rates.json,
 * a stored row): the content schema (smsRatesSchema), then coverage.
 */
import { smsCountries } from "../../app/content/catalogue.ts";
import { type SmsRate, smsRatesSchema } from "../../app/content/page-schemas.ts";

/**
 * Rates price only markets the site has, each once (a typo in a slug must not hide a
 * price). A market left out is shown "On request".
 */
function coverageProblem(rates: readonly SmsRate[]): string | null {
  const countries = rates.map((rate) => rate.country);
  const unknown = countries.filter((slug) => !smsCountries.some((country) => country.slug === slug));
  if (unknown.length > 0) return `it prices ${unknown.join(", ")}, which the site has no page for`;
  const twice = countries.filter((slug, index) => countries.indexOf(slug) !== index);
  if (twice.length > 0) return `it lists ${[...new Set(twice)].join(", ")} more than once`;
  return null;
}

export type RatesCheck = { ok: true; rates: SmsRate[] } | { ok: false; problem: string };

/** The rates, or the first problem as a clause naming where it is ("at 3.transactional: …"). */
export function checkRates(value: unknown): RatesCheck {
  const parsed = smsRatesSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `at ${issue.path.join(".")}: ` : "";
    // The caller ends the sentence: a message's own full stop would make two.
    const message = (issue?.message ?? "invalid content").replace(/\.$/, "");
    return { ok: false, problem: `${where}${message}` };
  }
  const problem = coverageProblem(parsed.data);
  return problem ? { ok: false, problem } : { ok: true, rates: parsed.data };
}
