/**
 * "Retry now" for a lead's failed notification (decision 081), through the admin endpoint on
 * both engines: a failed or given-up delivery is due at once and the lead's JSON says so; an
 * unknown lead or delivery is 404, one that has not failed is 409, a stranger gets 401.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadDetailJson } from "../../../contracts/admin-api.ts";
import { writeMinimalBuild } from "../../../tests/support/minimal-build.ts";
import { sampleLead } from "../../../tests/support/sample-lead.ts";
import { engines, type TestStore } from "../../../tests/support/test-engines.ts";
import { createApp } from "../../app.ts";
import type { Database } from "../../db/database.ts";
import { loadConfig } from "../../env.ts";

const TOKEN = "operator-token-for-retry-tests";

describe.each(engines)("POST /admin/leads/:id/deliveries/:deliveryId/retry on %s", (_kind, engine) => {
  const test = it.skipIf(!engine.available);
  let store: TestStore;
  let database: Database;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    if (!engine.available) return;
    store = await engine.prepare("delivery-retry");
    database = await store.open({ notifyChannels: ["email", "webhook"] });
    app = createApp({
      config: loadConfig({ DATA_DIR: store.dataDir, ADMIN_TOKEN: TOKEN }),
      clientDir: writeMinimalBuild(path.join(store.dataDir, "client")),
      database: async () => database,
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await store?.dispose();
  });

  const retry = (leadId: string, deliveryId: string, token: string | null = TOKEN) =>
    app.request(`/functions/v1/admin/leads/${leadId}/deliveries/${deliveryId}/retry`, {
      method: "POST",
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  async function leadWithDeliveries(key: string) {
    const { lead } = await database.leads.insert({
      ...sampleLead,
      phone: null,
      idempotencyKey: `retry-${key}`,
      userAgent: null,
    });
    const [email, webhook] = (await database.outbox.deliveriesForLead(lead.id)).map((row) => row.id);
    return { leadId: lead.id, email: email as string, webhook: webhook as string };
  }

  test("makes a given-up delivery due now and answers the lead with it; 409 when it has not failed", async () => {
    const { leadId, email, webhook } = await leadWithDeliveries("given-up");
    expect((await retry(leadId, webhook)).status).toBe(409);
    for (const row of await database.outbox.claim(100, 60_000))
      if (row.lead.id === leadId)
        await database.outbox.markFailed(row.id, "The webhook answered HTTP 500.", null);
      else await database.outbox.release(row.id);

    const answer = await retry(leadId, webhook);
    expect(answer.status).toBe(200);
    const detail = (await answer.json()) as LeadDetailJson;
    expect(detail.lead.id).toBe(leadId);
    const retried = detail.notifications.find((row) => row.id === webhook);
    expect(retried).toMatchObject({ channel: "webhook", status: "failed", givenUpAt: null, attempts: 1 });
    expect(Date.parse(retried?.nextAttemptAt ?? "")).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await database.outbox.claim(100, 60_000)).map((row) => row.id)).toContain(webhook);

    await database.outbox.markDelivered(webhook);
    const delivered = await retry(leadId, webhook);
    expect(delivered.status).toBe(409);
    expect(((await delivered.json()) as { error: string }).error).toMatch(
      /^This notification has not failed/,
    );
    expect(detail.notifications.find((row) => row.id === email)?.status).toBe("given-up");
  });

  test("is 404 for another lead's delivery or an unknown one, 401 without the token", async () => {
    const first = await leadWithDeliveries("first");
    const second = await leadWithDeliveries("second");
    const unknown = await retry(second.leadId, first.email);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: "There is no such notification for this lead. It may have been deleted.",
    });
    expect((await retry(first.leadId, "not-a-uuid")).status).toBe(404);
    expect((await retry(first.leadId, first.email, null)).status).toBe(401);
    const get = await app.request(
      `/functions/v1/admin/leads/${first.leadId}/deliveries/${first.email}/retry`,
      {
        headers: { authorization: `Bearer ${TOKEN}` },
      },
    );
    expect(get.status).toBe(405);
  });
});
