/**
 * The SMS rates the site quotes. Defaults to the published rates in
 * app/content/sms-rates.ts; an operator changes prices without a rebuild by
 * writing DATA_DIR/sms-rates.json (same shape, checked by smsRatesSchema).
 * The file is re-read when it changes; a malformed file is reported in the log
 * and ignored, so visitors always see valid prices.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { smsCountries } from "../../app/content/catalogue";
import { type SmsRate, smsRatesSchema } from "../../app/content/page-schemas";
import { smsRates as publishedRates } from "../../app/content/sms-rates";

/**
 * An override prices only markets the site has, each once (a typo in a slug
 * must not hide a price). A market it leaves out is shown "on request".
 */
function coverageProblem(rates: readonly SmsRate[]): string | null {
  const countries = rates.map((rate) => rate.country);
  const unknown = countries.filter((slug) => !smsCountries.some((country) => country.slug === slug));
  if (unknown.length > 0) return `it prices ${unknown.join(", ")}, which the site has no page for`;
  if (new Set(countries).size !== countries.length) return "it lists a country more than once";
  return null;
}

export const RATES_FILE_NAME = "sms-rates.json";

export interface RatesSource {
  current(): readonly SmsRate[];
}

/** How often the override file is looked at: a change shows within a second, without a disk call per request. */
export const RATES_CHECK_INTERVAL_MS = 1000;

export function createRatesSource(
  dataDir: string,
  log: (message: string) => void = console.warn,
  now: () => number = () => performance.now(),
): RatesSource {
  const file = path.join(dataDir, RATES_FILE_NAME);
  let cached: { mtimeMs: number; rates: readonly SmsRate[] } | null = null;
  let checked: { at: number; rates: readonly SmsRate[] } | null = null;

  function readOverride(mtimeMs: number): readonly SmsRate[] {
    try {
      const parsed = smsRatesSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
      if (parsed.success) {
        const problem = coverageProblem(parsed.data);
        if (!problem) return parsed.data;
        log(`Ignoring ${file}: ${problem}.`);
      } else {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `at ${issue.path.join(".")}: ` : "";
        log(`Ignoring ${file}: ${where}${issue?.message ?? "invalid content"}.`);
      }
    } catch (error) {
      log(`Ignoring ${file}: ${error instanceof Error ? error.message : "it could not be read"}.`);
    }
    cached = { mtimeMs, rates: publishedRates };
    return publishedRates;
  }

  function read(): readonly SmsRate[] {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return publishedRates;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, rates: readOverride(mtimeMs) };
    return cached.rates;
  }

  return {
    current() {
      const at = now();
      if (!checked || at - checked.at >= RATES_CHECK_INTERVAL_MS) checked = { at, rates: read() };
      return checked.rates;
    },
  };
}
