/**
 * The lead outbox on both engines (embedded PGlite, and the PostgreSQL server from
 * tests/setup/postgres.ts in a database of its own): rows queued with the lead,
 * leases, failure and give-up bookkeeping, the console's read API; on PostgreSQL
 * also two processes' workers sharing one outbox, each row delivered once.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, type TestEngine } from "../../tests/support/test-engines.ts";
import { startNotifyWorker } from "../notify/worker.ts";
import type { Database } from "./database.ts";
import { createDatabase } from "./database.ts";
import type { NewLead, StoredLead } from "./leads-repository.ts";
import type { ClaimedDelivery } from "./outbox-repository.ts";

const channels = ["email", "webhook"] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newLead(key: string): NewLead {
  return {
    name: "Amina Rahman",
    email: `${key}@example.com`,
    company: "Desert Logistics",
    phone: null,
    country: "AE",
    service: "whatsapp-services",
    message: "We need WhatsApp notifications for deliveries.",
    consent: true,
    idempotencyKey: `outbox-${key}`,
    sourcePath: "/contact",
    userAgent: null,
  };
}

interface OpenStore {
  db: Database;
  /** A second handle on the same database: two processes sharing the outbox (PostgreSQL only). */
  again(): Promise<Database>;
  dispose(): Promise<void>;
}

async function openStore(engine: TestEngine): Promise<OpenStore> {
  const store = await engine.prepare("lead_outbox");
  const handles = [await store.open({ notifyChannels: channels })];
  return {
    db: handles[0] as Database,
    again: async () => {
      const other = await store.open({ notifyChannels: channels });
      handles.push(other);
      return other;
    },
    dispose: async () => {
      await Promise.all(handles.map((each) => each.close()));
      await store.dispose();
    },
  };
}

for (const [kind, engine] of engines) {
  // Two processes sharing the outbox is a PostgreSQL matter: PGlite is one process.
  const postgresOnly = kind === "postgres" ? it : () => {};
  describe.skipIf(!engine.available)(`the lead outbox on ${kind}`, { timeout: 60_000 }, () => {
    let store: OpenStore;
    let db: Database;
    beforeAll(async () => {
      store = await openStore(engine);
      db = store.db;
    });
    afterAll(() => store?.dispose());

    /** Claims everything due now, for tests that start from a drained outbox. */
    const drain = () => db.outbox.claim(1000, 60_000);

    it("queues one pending row per channel with a new lead, none for a repeat, and wakes listeners", async () => {
      let woken = 0;
      const unsubscribe = db.outbox.onQueued(() => woken++);
      const { lead } = await db.leads.insert(newLead("queued"));
      await db.leads.insert(newLead("queued"));
      unsubscribe();
      expect(woken).toBe(1);
      const deliveries = await db.outbox.deliveriesForLead(lead.id);
      expect(deliveries.map((row) => [row.channel, row.status, row.attempts])).toEqual([
        ["email", "pending", 0],
        ["webhook", "pending", 0],
      ]);
      expect(deliveries[0]?.nextAttemptAt).not.toBeNull();
      expect(await db.outbox.deliveriesForLead(randomUUID())).toEqual([]);
      expect(await db.outbox.deliveriesForLead("not-a-uuid")).toEqual([]);
      await drain();
    });

    it("leases a row to one claim until it is marked, released or its lease runs out", async () => {
      const { lead } = await db.leads.insert(newLead("lease"));
      const first = (await db.outbox.claim(10, 300)).sort((a, b) => a.channel.localeCompare(b.channel));
      expect(first.map((row) => [row.lead.id, row.channel, row.attempts])).toEqual([
        [lead.id, "email", 1],
        [lead.id, "webhook", 1],
      ]);
      expect(first[0]?.lead.email).toBe("lease@example.com");
      expect(await db.outbox.claim(10, 300)).toEqual([]);
      const [email, webhook] = first as [ClaimedDelivery, ClaimedDelivery];
      await db.outbox.markDelivered(email.id);
      await db.outbox.release(webhook.id);
      const again = await db.outbox.claim(10, 300);
      expect(again.map((row) => [row.id, row.attempts])).toEqual([[webhook.id, 2]]);
      await sleep(400); // The lease runs out: a worker that died is replaced.
      expect((await db.outbox.claim(10, 300)).map((row) => [row.id, row.attempts])).toEqual([
        [webhook.id, 3],
      ]);
      const [delivered] = await db.outbox.deliveriesForLead(lead.id);
      expect(delivered).toMatchObject({ channel: "email", status: "delivered", nextAttemptAt: null });
      expect(delivered?.deliveredAt).not.toBeNull();
      await db.outbox.markDelivered(webhook.id);
    });

    it("records a failure with its retry time, then gives up with the last error", async () => {
      const { lead } = await db.leads.insert(newLead("failing"));
      const claimed = await drain();
      const retryAt = new Date(Date.now() + 60_000);
      for (const row of claimed)
        await db.outbox.markFailed(row.id, "The webhook answered HTTP 500.", retryAt);
      expect(await drain()).toEqual([]); // Not due before retryAt.
      const failed = await db.outbox.deliveriesForLead(lead.id);
      expect(failed.map((row) => [row.status, row.attempts, row.lastError, row.nextAttemptAt])).toEqual([
        ["failed", 1, "The webhook answered HTTP 500.", retryAt.toISOString()],
        ["failed", 1, "The webhook answered HTTP 500.", retryAt.toISOString()],
      ]);
      for (const row of claimed) await db.outbox.markFailed(row.id, "Still failing.", null);
      const given = await db.outbox.deliveriesForLead(lead.id);
      expect(given.map((row) => [row.status, row.lastError, row.nextAttemptAt])).toEqual([
        ["given-up", "Still failing.", null],
        ["given-up", "Still failing.", null],
      ]);
      expect(given[0]?.givenUpAt).not.toBeNull();
      // A late success (a lease that ran out mid-send) still counts; a late failure never undoes it.
      const emailId = given[0]?.id ?? "";
      await db.outbox.markDelivered(emailId);
      await db.outbox.markFailed(emailId, "Late failure.", null);
      expect(await db.outbox.deliveriesForLead(lead.id)).toMatchObject([
        { channel: "email", status: "delivered", lastError: null },
        { channel: "webhook", status: "given-up" },
      ]);
    });

    it("retries a failed or given-up delivery at once when asked, and nothing else (decision 081)", async () => {
      const { lead } = await db.leads.insert(newLead("retry-now"));
      let woken = 0;
      const unsubscribe = db.outbox.onQueued(() => woken++);
      const pending = await db.outbox.deliveriesForLead(lead.id);
      const [email, webhook] = pending.map((row) => row.id) as [string, string];
      expect(await db.outbox.retryNow(lead.id, email)).toBe("not-failed");
      const claimed = await drain();
      expect(claimed.map((row) => row.id).sort()).toEqual([email, webhook].sort());
      expect(await db.outbox.retryNow(lead.id, email)).toBe("not-failed");
      await db.outbox.markFailed(email, "The SMTP server refused the login.", new Date(Date.now() - 1000));
      // Failed, and leased again for its next attempt right now: not tried twice at once.
      expect((await drain()).map((row) => row.id)).toEqual([email]);
      expect(await db.outbox.retryNow(lead.id, email)).toBe("in-flight");
      await db.outbox.markFailed(
        email,
        "The SMTP server refused the login.",
        new Date(Date.now() + 3_600_000),
      );
      await db.outbox.markFailed(webhook, "The webhook answered HTTP 500.", null);
      expect(await drain()).toEqual([]);

      expect(await db.outbox.retryNow(lead.id, email)).toBe("queued");
      expect(await db.outbox.retryNow(lead.id, webhook)).toBe("queued");
      expect(woken).toBe(2);
      const due = await db.outbox.deliveriesForLead(lead.id);
      expect(due.map((row) => [row.status, row.givenUpAt, row.lastError])).toEqual([
        ["failed", null, "The SMTP server refused the login."],
        ["failed", null, "The webhook answered HTTP 500."],
      ]);
      for (const row of due)
        expect(Date.parse(row.nextAttemptAt ?? "")).toBeLessThanOrEqual(Date.now() + 1000);
      const again = await drain();
      expect(again.map((row) => [row.id, row.attempts]).sort()).toEqual(
        [
          [email, 3],
          [webhook, 2],
        ].sort(),
      );
      for (const row of again) await db.outbox.markDelivered(row.id);
      expect(await db.outbox.retryNow(lead.id, email)).toBe("not-failed");
      unsubscribe();
      expect(woken).toBe(2);
      // Another lead's delivery, an unknown one, or no id at all: nothing to retry.
      const other = await db.leads.insert(newLead("retry-other"));
      expect(await db.outbox.retryNow(other.lead.id, email)).toBe("not-found");
      expect(await db.outbox.retryNow(lead.id, randomUUID())).toBe("not-found");
      expect(await db.outbox.retryNow("not-a-uuid", email)).toBe("not-found");
      await drain();
    });

    postgresOnly("lets concurrent claims from two processes share the outbox without overlap", async () => {
      const other = await store.again();
      for (let i = 0; i < 30; i++) await db.leads.insert(newLead(`shared-${i}`));
      const claims = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 ? db : other).outbox.claim(7, 60_000)),
      );
      const ids = claims.flat().map((row) => row.id);
      expect(ids).toHaveLength(60);
      expect(new Set(ids).size).toBe(60);
      for (const id of ids) await db.outbox.markDelivered(id);
    });

    postgresOnly("delivers each row exactly once with a worker in each of two processes", async () => {
      const other = await store.again();
      const sent: string[] = [];
      const byWorker = [0, 0];
      const channel = (worker: number) => ({
        async send(delivery: ClaimedDelivery) {
          await sleep(5 + Math.random() * 20);
          sent.push(delivery.id);
          byWorker[worker] = (byWorker[worker] ?? 0) + 1;
        },
      });
      const workers = [db, other].map((each, i) =>
        startNotifyWorker({
          outbox: each.outbox,
          channels: { email: channel(i), webhook: channel(i) },
          pollIntervalMs: 20,
          batchSize: 3,
          log: { info: () => {}, error: () => {} },
        }),
      );
      const leads = await Promise.all(
        Array.from({ length: 40 }, (_, i) => db.leads.insert(newLead(`workers-${i}`))),
      );
      const deadline = Date.now() + 20_000;
      while (sent.length < 80 && Date.now() < deadline) await sleep(50);
      await sleep(200); // Any duplicate would arrive now.
      await Promise.all(workers.map((worker) => worker.stop()));
      expect(sent).toHaveLength(80);
      expect(new Set(sent).size).toBe(80);
      expect(byWorker.every((count) => count > 0)).toBe(true);
      for (const { lead } of leads) {
        const rows = await db.outbox.deliveriesForLead(lead.id);
        expect(rows.map((row) => [row.status, row.attempts])).toEqual([
          ["delivered", 1],
          ["delivered", 1],
        ]);
      }
    });
  });
}

describe("a lead replayed from the embedded journal", { timeout: 60_000 }, () => {
  it("gets its outbox rows, and a database without channels queues none", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "relaywave-outbox-replay-"));
    try {
      const lead: StoredLead = {
        locale: "en",
        ...newLead("replayed"),
        id: randomUUID(),
        createdAt: "2026-11-22T10:00:00.000Z",
        conversationId: null,
        source: "contact-form",
        bodyHash: null,
      };
      const off = await createDatabase({ databaseUrl: null, dataDir });
      const { lead: plain } = await off.leads.insert(newLead("no-channels"));
      expect(await off.outbox.deliveriesForLead(plain.id)).toEqual([]);
      await off.close();
      // A lead in the journal that the database files lost (decision 020).
      await writeFile(path.join(dataDir, "leads-journal.jsonl"), `\n${JSON.stringify(lead)}\n`);
      const db = await createDatabase({ databaseUrl: null, dataDir, notifyChannels: ["webhook"] });
      try {
        expect((await db.leads.list()).map((each) => each.id)).toContain(lead.id);
        const rows = await db.outbox.deliveriesForLead(lead.id);
        expect(rows.map((row) => [row.channel, row.status])).toEqual([["webhook", "pending"]]);
      } finally {
        await db.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
