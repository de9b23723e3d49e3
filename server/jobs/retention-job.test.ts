import { randomUUID } from "node:crypto";
import { cp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { engines, pgliteEngine, type TestStore } from "../../tests/support/test-engines.ts";
import type { Database } from "../db/database.ts";
import { createDatabase } from "../db/database.ts";
import type { NewLead } from "../db/leads-repository.ts";
import { leadCutoff, runRetention, startRetentionJob } from "./retention-job.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function newLead(): NewLead {
  return {
    name: "Amina Rahman",
    email: "amina@example.com",
    company: null,
    phone: null,
    country: "AE",
    service: null,
    message: "Please call me about SMS in the UAE.",
    consent: true,
    idempotencyKey: randomUUID(),
    sourcePath: "/contact",
    userAgent: null,
  };
}

/** A lead stored before `cutoff` and one after: the job with that cutoff must delete only the first. */
async function oldAndRecent(db: Database) {
  const old = (await db.leads.insert(newLead())).lead;
  await sleep(10);
  const cutoff = new Date();
  await sleep(10);
  const recent = (await db.leads.insert(newLead())).lead;
  // A `now` 24 months on, nudged so that LEAD_RETENTION_MONTHS = 24 puts the cutoff exactly there.
  const later = new Date(cutoff);
  later.setUTCMonth(later.getUTCMonth() + 24);
  const at = later.getTime() + cutoff.getTime() - leadCutoff(later, 24).getTime();
  expect(leadCutoff(new Date(at), 24)).toEqual(cutoff);
  return { old, recent, cutoff, now: () => new Date(at) };
}

describe("leadCutoff", () => {
  it.each([
    ["2026-11-22T10:00:00.000Z", 24, "2024-11-22T10:00:00.000Z"],
    ["2026-03-31T00:00:00.000Z", 1, "2026-02-28T00:00:00.000Z"],
    ["2028-02-29T12:00:00.000Z", 12, "2027-02-28T12:00:00.000Z"],
  ])("%s minus %i months is %s", (now, months, cutoff) => {
    expect(leadCutoff(new Date(now), months).toISOString()).toBe(cutoff);
  });
});

describe.each(engines)("the retention job on %s", { timeout: 60_000 }, (kind, engine) => {
  const test = it.skipIf(!engine.available);
  let store: TestStore;
  let db: Database;

  beforeAll(async () => {
    if (!engine.available) return;
    store = await engine.prepare("retention_job");
    db = await store.open();
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await store?.dispose();
  }, 30_000);

  test("deletes leads past LEAD_RETENTION_MONTHS, keeps recent ones, sweeps conversations and records the run", async () => {
    const { old, recent, now, cutoff } = await oldAndRecent(db);
    const sweep = vi.spyOn(db.conversations, "sweep");
    const outcome = await runRetention(db, { leadRetentionMonths: 24, now });
    expect(outcome).toEqual({ leadsDeleted: 1, conversationsDeleted: 0, error: null });
    expect(sweep).toHaveBeenCalledTimes(1);
    const ids = (await db.leads.list()).map((lead) => lead.id);
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(recent.id);
    const run = await db.retention.lastRun();
    expect(run).toMatchObject({ leadsDeleted: 1, conversationsDeleted: 0, error: null });
    expect(Date.parse(run?.startedAt ?? "")).toBeGreaterThan(cutoff.getTime());
    expect(Date.parse(run?.finishedAt ?? "")).toBeGreaterThan(0);
  });

  test("records a failed step as a sentence and still runs the other", async () => {
    vi.spyOn(db.conversations, "sweep").mockRejectedValueOnce(new Error("the disk is full"));
    const outcome = await runRetention(db, { leadRetentionMonths: 24 });
    expect(outcome).toEqual({
      leadsDeleted: 0,
      conversationsDeleted: null,
      error: "Retention: conversations could not be deleted: the disk is full.",
    });
    expect((await db.retention.lastRun())?.error).toBe(outcome?.error);
  });

  // Only PostgreSQL has other processes to take turns with.
  (kind === "postgres" ? test : () => {})("skips its turn while another process holds the lock", async () => {
    const other = postgres(store.url ?? "", { max: 1, onnotice: () => {} });
    try {
      await other`select pg_advisory_lock(724031908)`;
      const before = await db.retention.lastRun();
      expect(await runRetention(db, { leadRetentionMonths: 24 })).toBeNull();
      expect(await db.retention.lastRun()).toEqual(before);
      await other`select pg_advisory_unlock(724031908)`;
      expect(await runRetention(db, { leadRetentionMonths: 24 })).not.toBeNull();
    } finally {
      await other.end({ timeout: 5 });
    }
  });
});

describe("the retention job on the embedded database's journal", { timeout: 60_000 }, () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await pgliteEngine.prepare("retention_journal");
  });
  afterAll(() => store.dispose());

  it("does not bring a deleted lead back from the journal after a crash", async () => {
    const journalFile = path.join(store.dataDir, "leads-journal.jsonl");
    const crashed = path.join(store.dataDir, "crashed");
    const db = await store.open();
    const { old, recent, now } = await oldAndRecent(db);
    expect(await readFile(journalFile, "utf8")).toContain(old.id);
    await runRetention(db, { leadRetentionMonths: 24, now });
    const journal = await readFile(journalFile, "utf8");
    expect(journal).not.toContain(old.id);
    // What a crash right after the job leaves on disk: the checkpointed files and the journal.
    await cp(path.join(store.dataDir, "pglite"), crashed, { recursive: true });
    await db.close();
    await rm(path.join(store.dataDir, "pglite"), { recursive: true });
    await cp(crashed, path.join(store.dataDir, "pglite"), { recursive: true });
    const reopened = await createDatabase({ databaseUrl: null, dataDir: store.dataDir });
    try {
      const ids = (await reopened.leads.list()).map((lead) => lead.id);
      expect(ids).toEqual([recent.id]);
    } finally {
      await reopened.close();
    }
  });
});

describe("startRetentionJob", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at start and then once a day, until stopped, and logs a failure", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const start = vi.fn().mockRejectedValueOnce(new Error("database is down")).mockResolvedValue(1);
    const database = {
      leads: { deleteCreatedBefore: vi.fn(async () => 2) },
      conversations: { sweep: vi.fn(async () => 3) },
      retention: {
        exclusively: (job: () => Promise<unknown>) => job(),
        start,
        finish: vi.fn(async () => {}),
      },
    } as unknown as Parameters<typeof startRetentionJob>[0];
    const stop = startRetentionJob(database, { leadRetentionMonths: 24 });
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith("Retention: the job could not run: database is down.");
    await vi.advanceTimersByTimeAsync(86_400_000 - 1);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(2);
    expect(info).toHaveBeenCalledWith(
      "Retention: deleted 2 leads and 3 conversations past their retention period.",
    );
    stop();
    await vi.advanceTimersByTimeAsync(3 * 86_400_000);
    expect(start).toHaveBeenCalledTimes(2);
  });
});
