import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { smsRates } from "../../app/content/sms-rates";
import { createRatesSource, RATES_CHECK_INTERVAL_MS, RATES_FILE_NAME } from "./rates-source";

let dataDir: string;
let ratesFile: string;
/** Each write gets a later mtime, so a change never hides behind the file system's timestamp resolution. */
let clock = Date.now() / 1000;

/** The source's clock: every file change moves it past the check interval. */
let time = 0;
const now = () => time;

function writeRates(content: string) {
  time += RATES_CHECK_INTERVAL_MS;
  writeFileSync(ratesFile, content);
  clock += 10;
  utimesSync(ratesFile, clock, clock);
}

/** A complete override: every market, with India's transactional price changed. */
const override = smsRates.map((rate) =>
  rate.country === "india" ? { ...rate, transactional: 0.0029 } : rate,
);

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "relaywave-rates-"));
  ratesFile = path.join(dataDir, RATES_FILE_NAME);
});

afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("createRatesSource", () => {
  it("returns the published rates when there is no override file", () => {
    const log = vi.fn();
    const source = createRatesSource(dataDir, log, now);
    expect(source.current()).toEqual(smsRates);
    expect(log).not.toHaveBeenCalled();
  });

  it("returns the rates of a valid sms-rates.json in the data directory", () => {
    writeRates(JSON.stringify(override));
    const log = vi.fn();
    expect(createRatesSource(dataDir, log, now).current()).toEqual(override);
    expect(log).not.toHaveBeenCalled();
  });

  it("accepts a file that leaves a market out: that market is quoted on request", () => {
    writeRates(JSON.stringify(override.slice(1)));
    const log = vi.fn();
    expect(createRatesSource(dataDir, log, now).current()).toEqual(override.slice(1));
    expect(log).not.toHaveBeenCalled();
  });

  it("picks up a change to the file", () => {
    writeRates(JSON.stringify(override));
    const source = createRatesSource(dataDir, vi.fn(), now);
    expect(source.current()).toEqual(override);

    const changed = override.map((rate) => ({ ...rate, promotional: 0.05 }));
    writeRates(JSON.stringify(changed));
    expect(source.current()).toEqual(changed);
  });

  it("goes back to the published rates when the file is removed", () => {
    writeRates(JSON.stringify(override));
    const source = createRatesSource(dataDir, vi.fn(), now);
    expect(source.current()).toEqual(override);
    rmSync(ratesFile);
    time += RATES_CHECK_INTERVAL_MS;
    expect(source.current()).toEqual(smsRates);
  });

  it("falls back to the published rates on invalid JSON and logs a sentence naming the file", () => {
    writeRates("[{ not json");
    const log = vi.fn();
    const source = createRatesSource(dataDir, log, now);
    expect(source.current()).toEqual(smsRates);
    expect(log).toHaveBeenCalledTimes(1);
    const message = String(log.mock.calls[0]?.[0]);
    expect(message.startsWith(`Ignoring ${ratesFile}: `)).toBe(true);
    expect(message.endsWith(".")).toBe(true);
  });

  it.each([
    ["an empty list", []],
    ["a wrong currency", [{ ...override[0], currency: "EUR" }]],
    ["an unknown country", [{ ...override[0], country: "france" }]],
    ["a negative price", [{ ...override[0], promotional: -1 }]],
    ["an object instead of a list", { rates: override }],
    ["a market listed twice", [...override, override[0]]],
  ])("falls back to the published rates on %s and logs it", (_what, content) => {
    writeRates(JSON.stringify(content));
    const log = vi.fn();
    expect(createRatesSource(dataDir, log, now).current()).toEqual(smsRates);
    expect(log).toHaveBeenCalledTimes(1);
    const message = String(log.mock.calls[0]?.[0]);
    expect(message).toContain(ratesFile);
    expect(message).toMatch(/^Ignoring .+\.$/);
  });

  it("logs a bad file once, not on every request, and recovers when it is fixed", () => {
    writeRates("oops");
    const log = vi.fn();
    const source = createRatesSource(dataDir, log, now);
    source.current();
    source.current();
    expect(source.current()).toEqual(smsRates);
    expect(log).toHaveBeenCalledTimes(1);

    writeRates(JSON.stringify(override));
    expect(source.current()).toEqual(override);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it("logs through console.warn by default", () => {
    writeRates("oops");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(createRatesSource(dataDir, undefined, now).current()).toEqual(smsRates);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(ratesFile));
  });
});

describe("createRatesSource: checking the disk", () => {
  it("looks at the file at most once per interval", () => {
    writeRates(JSON.stringify(override));
    const source = createRatesSource(dataDir, vi.fn(), now);
    expect(source.current()).toEqual(override);
    writeFileSync(ratesFile, JSON.stringify(smsRates));
    utimesSync(ratesFile, clock + 20, clock + 20);
    expect(source.current()).toEqual(override);
    time += RATES_CHECK_INTERVAL_MS;
    expect(source.current()).toEqual(smsRates);
  });
});
