import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SmsRate } from "../../app/content/page-schemas.ts";
import { smsRates } from "../../app/content/sms-rates.ts";
import { engines, type TestStore } from "../../tests/support/test-engines.ts";
import type { Database } from "../db/database.ts";
import { createRatesSource, IMPORT_ACTOR, RATES_FILE_NAME, type RatesSource } from "./rates-source.ts";

const priced = (country: string, transactional: number): SmsRate[] =>
  smsRates.map((rate) => (rate.country === country ? { ...rate, transactional } : rate));

const until = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe.each(engines)("SMS rates in the database on %s", { timeout: 60_000 }, (kind, engine) => {
  const test = it.skipIf(!engine.available);
  let store: TestStore;
  let db: Database;
  const sources: RatesSource[] = [];
  const file = () => path.join(store.dataDir, RATES_FILE_NAME);
  const source = (log = vi.fn(), pollIntervalMs = 50) => {
    const created = createRatesSource({
      database: async () => db,
      dataDir: store.dataDir,
      log,
      pollIntervalMs,
    });
    sources.push(created);
    return created;
  };

  beforeAll(async () => {
    if (!engine.available) return;
    store = await engine.prepare("rates_source");
    db = await store.open();
  }, 120_000);

  afterEach(() => {
    for (const created of sources.splice(0)) created.stop();
  });

  afterAll(async () => {
    await db?.close();
    await store?.dispose();
  }, 30_000);

  // The tests of this suite share one store and run in order: first with nothing stored.
  test("quotes the published rates while nothing is stored and there is no file", async () => {
    const rates = source();
    await rates.start();
    expect(rates.current()).toEqual(smsRates);
    expect(await rates.history()).toEqual([]);
    expect(await db.rates.current()).toBeNull();
  });

  test("does not import an invalid file, and says why", async () => {
    writeFileSync(file(), JSON.stringify([...smsRates, smsRates[0]]));
    const log = vi.fn();
    const rates = source(log);
    await rates.start();
    expect(rates.current()).toEqual(smsRates);
    expect(await db.rates.current()).toBeNull();
    expect(log).toHaveBeenCalledWith(`Not importing ${file()}: it lists india more than once.`);
  });

  test("imports a valid sms-rates.json once, recorded in the history, then ignores the file", async () => {
    const imported = priced("india", 0.0029).slice(1);
    writeFileSync(file(), JSON.stringify(imported));
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const rates = source();
    await rates.start();
    expect(rates.current()).toEqual(imported);
    const [change] = await rates.history();
    expect(change).toMatchObject({ actor: IMPORT_ACTOR, oldRates: smsRates, newRates: imported });
    expect(info).toHaveBeenCalledWith(
      `Imported ${file()} into the database; from now on the file is ignored.`,
    );

    // A restart with another file: the database stays the source.
    writeFileSync(file(), JSON.stringify(smsRates));
    const restarted = source();
    await restarted.start();
    expect(restarted.current()).toEqual(imported);
    expect(await restarted.history()).toHaveLength(1);
    // Two processes starting at once: only the first import counts.
    expect(await db.rates.importOnce(smsRates, smsRates, IMPORT_ACTOR)).toBe(false);
    expect(info).toHaveBeenLastCalledWith(expect.stringMatching(/sms-rates\.json is ignored: /));
    rmSync(file());
  });

  test("a save is in effect at once here, and recorded with who, old and new", async () => {
    const rates = source();
    await rates.start();
    const before = rates.current();
    const changed = priced("qatar", 0.0412);
    expect(await rates.save(changed, "ops@relaywave.example")).toEqual(changed);
    expect(rates.current()).toEqual(changed);
    const history = await rates.history();
    expect(history[0]).toMatchObject({ actor: "ops@relaywave.example", oldRates: before, newRates: changed });
    expect(history.map((change) => change.id)).toEqual(
      [...history.map((change) => change.id)].sort((a, b) => b - a),
    );
    expect(Date.parse(history[0]?.changedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  test("two saves at once both land in the history, each after the other", async () => {
    const rates = source();
    const first = priced("kuwait", 0.05);
    const second = priced("kuwait", 0.06);
    const count = (await rates.history()).length;
    await Promise.all([rates.save(first, "a@example.com"), rates.save(second, "b@example.com")]);
    const [last, previous] = await rates.history();
    expect((await rates.history()).length).toBe(count + 2);
    // Whichever committed second saw the first one's rates as "old".
    expect(last?.oldRates).toEqual(previous?.newRates);
    expect((await db.rates.current())?.rates).toEqual(last?.newRates);
  });

  test("another process's save shows within a second (PostgreSQL polls the version)", async () => {
    const here = source();
    const elsewhere = source();
    await here.start();
    await elsewhere.start();
    const changed = priced("bahrain", 0.0301);
    await elsewhere.save(changed, "api-token");
    // PGlite is one process: nothing to follow, and no poll runs.
    if (kind === "postgres") expect(await until(() => equal(here, changed))).toBe(true);
    else expect(here.current()).not.toEqual(changed);
  });

  test("ignores stored rates the site no longer accepts, and says so", async () => {
    await db.rates.save([{ ...smsRates[0], country: "atlantis" }] as SmsRate[], "someone", smsRates);
    const log = vi.fn();
    const rates = source(log);
    await rates.start();
    expect(rates.current()).toEqual(smsRates);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^Ignoring the stored SMS rates \(version \d+\): it prices atlantis/),
    );
  });
});

function equal(source: RatesSource, rates: readonly SmsRate[]) {
  return JSON.stringify(source.current()) === JSON.stringify(rates);
}
