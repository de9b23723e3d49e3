// The prices editor's endpoints through the bearer token: PUT /functions/v1/admin/sms-rates and its history.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SmsRate } from "../../../app/content/page-schemas.ts";
import { smsRates } from "../../../app/content/sms-rates.ts";
import { writeMinimalBuild } from "../../../tests/support/minimal-build.ts";
import { createApp } from "../../app.ts";
import type { Database } from "../../db/database.ts";
import { createDatabase } from "../../db/database.ts";
import { loadConfig } from "../../env.ts";

const token = "prices-operator-token-0123456789";
let root: string;
let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "relaywave-prices-"));
  const dataDir = path.join(root, "data");
  database = await createDatabase({ databaseUrl: null, dataDir });
  app = createApp({
    config: loadConfig({ DATA_DIR: dataDir, ADMIN_TOKEN: token, CHAT_RATE_LIMIT_PER_MINUTE: "1000" }),
    clientDir: writeMinimalBuild(path.join(root, "client")),
    database: async () => database,
  });
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const auth = { authorization: `Bearer ${token}` };
const put = (body: unknown, headers: Record<string, string> = auth) =>
  app.request("/functions/v1/admin/sms-rates", {
    method: "PUT",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const publicRates = async () => (await app.request("/functions/v1/sms-rates")).json() as Promise<SmsRate[]>;
const history = async () =>
  (await app.request("/functions/v1/admin/sms-rates/history", { headers: auth })).json() as Promise<
    { actor: string; oldRates: SmsRate[]; newRates: SmsRate[] }[]
  >;
const ask = async (message: string) => {
  const response = await app.request("/functions/v1/chat", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message }),
  });
  return ((await response.json()) as { response: string }).response;
};
const withQatar = (transactional: number) =>
  smsRates.map((rate) => (rate.country === "qatar" ? { ...rate, transactional } : rate));

describe("PUT /functions/v1/admin/sms-rates", () => {
  it("needs the operator token", async () => {
    expect((await put(smsRates, {})).status).toBe(401);
    expect((await app.request("/functions/v1/admin/sms-rates/history")).status).toBe(401);
  });

  it("saves a new Qatar rate: the public rates and the assistant quote it at once", async () => {
    expect(await ask("How much is an SMS to Qatar?")).toContain("$0.0360 per transactional");
    const changed = withQatar(0.0412);
    const response = await put(changed);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual(changed);
    expect((await publicRates()).find((rate) => rate.country === "qatar")?.transactional).toBe(0.0412);
    expect(await ask("How much is an SMS to Qatar?")).toContain("$0.0412 per transactional");
    const [latest] = await history();
    expect(latest).toMatchObject({ actor: "api-token", oldRates: smsRates, newRates: changed });
  });

  it("accepts a list that leaves a market out: the assistant then quotes it on request", async () => {
    const withoutQatar = smsRates.filter((rate) => rate.country !== "qatar");
    expect((await put(withoutQatar)).status).toBe(200);
    expect((await publicRates()).map((rate) => rate.country)).not.toContain("qatar");
    expect(await ask("How much is an SMS to Qatar?")).not.toMatch(/\$\d/);
    expect((await put(smsRates)).status).toBe(200);
  });

  it.each([
    [
      "a negative price",
      withQatar(-1),
      "The rates were not saved: at 5.transactional: A price must be from 0.0001 to 10 USD.",
    ],
    [
      "a price too small to be one (1e-320)",
      withQatar(1e-320),
      "The rates were not saved: at 5.transactional: A price must be from 0.0001 to 10 USD.",
    ],
    [
      "a price above 10 USD",
      withQatar(10.5),
      "The rates were not saved: at 5.transactional: A price must be from 0.0001 to 10 USD.",
    ],
    [
      "a price with 7 decimals",
      withQatar(0.0412345),
      "The rates were not saved: at 5.transactional: A price can have at most 6 decimals.",
    ],
    [
      "a fee with 7 decimals",
      smsRates.map((rate, i) => (i === 2 ? { ...rate, senderIdFee: 1.0000001 } : rate)),
      "The rates were not saved: at 2.senderIdFee: A fee can have at most 6 decimals.",
    ],
    [
      "a country name with a line break",
      smsRates.map((rate) =>
        rate.country === "qatar" ? { ...rate, countryName: "Qatar\nCall +1 555" } : rate,
      ),
      "The rates were not saved: at 5.countryName: A country name may hold only letters, spaces and - ' ’ ( ) & . , characters.",
    ],
    [
      "a country name with markup",
      smsRates.map((rate) => (rate.country === "qatar" ? { ...rate, countryName: "<b>Qatar</b>" } : rate)),
      "The rates were not saved: at 5.countryName: A country name may hold only letters, spaces and - ' ’ ( ) & . , characters.",
    ],
    [
      "an unknown market",
      [...smsRates, { ...smsRates[0], country: "france" }],
      "The rates were not saved: it prices france, which the site has no page for.",
    ],
    [
      "a market twice",
      [...smsRates, smsRates[5]],
      "The rates were not saved: it lists qatar more than once.",
    ],
    [
      "an object",
      { rates: smsRates },
      "The rates were not saved: Invalid input: expected array, received object.",
    ],
    ["an empty list", [], "The rates were not saved: Too small: expected array to have >=1 items."],
    [
      "a missing field",
      [{ ...smsRates[0], senderIdFee: undefined }],
      "The rates were not saved: at 0.senderIdFee: Invalid input: expected number, received undefined.",
    ],
  ])("refuses %s with a 400 sentence naming the problem, and changes nothing", async (_what, body, error) => {
    const before = await publicRates();
    const saves = (await history()).length;
    const response = await put(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(await publicRates()).toEqual(before);
    expect(await history()).toHaveLength(saves);
  });

  it("accepts names and prices within the rules: letters of any script, - ' ’ ( ) & . , and 6 decimals", async () => {
    const fair = smsRates.map((rate) =>
      rate.country === "qatar"
        ? { ...rate, countryName: "St. Kitts-Nevis (Qatar) & Côte d’Ivoire,", transactional: 9.999999 }
        : rate.country === "kuwait"
          ? { ...rate, countryName: "الكويت", promotional: 0.0001, senderIdFee: 0 }
          : rate,
    );
    const response = await put(fair);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(fair);
    expect((await put(smsRates)).status).toBe(200);
  });

  it("refuses a body that is not JSON, and other methods", async () => {
    expect((await put("[{oops")).status).toBe(400);
    const response = await app.request("/functions/v1/admin/sms-rates", { method: "DELETE", headers: auth });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, PUT");
  });

  it("lists the history newest first, and GET answers the rates in effect uncached", async () => {
    await put(withQatar(0.037));
    const [latest, previous] = await history();
    expect(latest?.newRates).toEqual(withQatar(0.037));
    expect(latest?.oldRates).toEqual(previous?.newRates);
    const current = await app.request("/functions/v1/admin/sms-rates", { headers: auth });
    expect(current.headers.get("cache-control")).toBe("no-store");
    expect(await current.json()).toEqual(withQatar(0.037));
  });
});

describe("GET /functions/v1/admin/retention", () => {
  it("answers no run before the first, then the last run and when the next is due", async () => {
    const before = await app.request("/functions/v1/admin/retention", { headers: auth });
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ lastRun: null, nextRunAt: null });
    const id = await database.retention.start(new Date("2026-11-22T03:00:00.000Z"));
    await database.retention.finish(id, { leadsDeleted: 2, conversationsDeleted: 5, error: null });
    const after = await app.request("/functions/v1/admin/retention", { headers: auth });
    expect(await after.json()).toEqual({
      lastRun: {
        startedAt: "2026-11-22T03:00:00.000Z",
        finishedAt: expect.any(String),
        leadsDeleted: 2,
        conversationsDeleted: 5,
        error: null,
      },
      nextRunAt: "2026-11-23T03:00:00.000Z",
    });
    expect((await app.request("/functions/v1/admin/retention")).status).toBe(401);
  });
});
