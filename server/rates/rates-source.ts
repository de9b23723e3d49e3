/**
 * The SMS rates the site quotes (decision 039): kept in the database, held in memory so
 * `current()` stays synchronous on the chat's hot path. A save replaces the cache at once;
 * other processes on the same PostgreSQL see it within a second by polling the version.
 * With nothing stored, the published rates of app/content/sms-rates.ts apply; a valid
 * DATA_DIR/sms-rates.json (the old way, decision 006) is imported once at start.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SmsRate } from "../../app/content/page-schemas.ts";
import { smsRates as publishedRates } from "../../app/content/sms-rates.ts";
import type { Database } from "../db/database.ts";
import type { RateChange } from "../db/rates-repository.ts";
import { checkRates } from "./rates-validation.ts";

export const RATES_FILE_NAME = "sms-rates.json";
export const IMPORT_ACTOR = `import: ${RATES_FILE_NAME}`;

/** How often a PostgreSQL server asks whether another process saved new rates. */
export const RATES_POLL_INTERVAL_MS = 1000;

export interface RatesSource {
  /** The rates in effect in this process; never waits. */
  current(): readonly SmsRate[];
  /** Stores already validated rates (checkRates) and puts them in effect here at once. */
  save(rates: readonly SmsRate[], actor: string): Promise<readonly SmsRate[]>;
  /** The saves, newest first. */
  history(): Promise<RateChange[]>;
  /** At start: imports the file once, loads the stored rates, then follows other processes' saves. */
  start(): Promise<void>;
  stop(): void;
}

export interface RatesSourceOptions {
  database: () => Promise<Database>;
  dataDir: string;
  log?: (message: string) => void;
  pollIntervalMs?: number;
}

export function createRatesSource({
  database,
  dataDir,
  log = console.warn,
  pollIntervalMs = RATES_POLL_INTERVAL_MS,
}: RatesSourceOptions): RatesSource {
  const file = path.join(dataDir, RATES_FILE_NAME);
  let cache: { version: number; rates: readonly SmsRate[] } = { version: 0, rates: publishedRates };
  let timer: ReturnType<typeof setInterval> | null = null;
  let pollFailing = false;
  let polling = false;

  /** Only newer versions replace the cache: a slow poll must not undo a save made meanwhile. */
  function adopt(version: number, stored: unknown) {
    if (version <= cache.version) return;
    const checked = checkRates(stored);
    // A stored list the site no longer accepts (a market page removed since) must not show.
    if (!checked.ok) log(`Ignoring the stored SMS rates (version ${version}): ${checked.problem}.`);
    cache = { version, rates: checked.ok ? checked.rates : publishedRates };
  }

  async function load() {
    const stored = await (await database()).rates.current();
    if (stored) adopt(stored.version, stored.rates);
  }

  /** The file's rates when it exists and is valid; a bad file is reported and not imported. */
  function readFile(): SmsRate[] | null {
    if (!existsSync(file)) return null;
    let checked: ReturnType<typeof checkRates>;
    try {
      checked = checkRates(JSON.parse(readFileSync(file, "utf8")));
    } catch (error) {
      checked = { ok: false, problem: error instanceof Error ? error.message : "it could not be read" };
    }
    if (checked.ok) return checked.rates;
    log(`Not importing ${file}: ${checked.problem}.`);
    return null;
  }

  async function importFileOnce() {
    const db = await database();
    if ((await db.rates.version()) !== null) {
      if (existsSync(file))
        console.info(`${file} is ignored: the SMS rates are in the database (edit them at /admin/prices).`);
      return;
    }
    const rates = readFile();
    if (rates && (await db.rates.importOnce(rates, publishedRates, IMPORT_ACTOR)))
      console.info(`Imported ${file} into the database; from now on the file is ignored.`);
  }

  async function poll() {
    // A slow database must not pile up polls.
    if (polling) return;
    polling = true;
    try {
      const version = await (await database()).rates.version();
      if (version !== null && version > cache.version) await load();
      pollFailing = false;
    } catch (error) {
      // Once per outage, not every second; the cached rates stay in effect.
      if (!pollFailing) log(`The SMS rates could not be refreshed: ${(error as Error).message}.`);
      pollFailing = true;
    } finally {
      polling = false;
    }
  }

  return {
    current: () => cache.rates,

    async save(rates, actor) {
      const stored = await (await database()).rates.save(rates, actor, cache.rates);
      adopt(stored.version, stored.rates);
      return cache.rates;
    },

    async history() {
      return (await database()).rates.history();
    },

    async start() {
      await importFileOnce();
      await load();
      // PGlite is one process; PostgreSQL may have siblings saving (decision 039).
      if ((await database()).kind === "postgres" && !timer)
        timer = setInterval(() => void poll(), pollIntervalMs).unref();
    },

    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
