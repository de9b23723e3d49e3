import { cp, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase } from "./database.ts";
import { journalled, type LeadJournal, openLeadJournal } from "./lead-journal.ts";
import type { InsertResult, LeadsRepository, NewLead, StoredLead } from "./leads-repository.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "relaywave-journal-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function newLead(key: string): NewLead {
  return {
    name: "Amina Rahman",
    email: "amina@example.com",
    company: "Desert Logistics",
    phone: "+97141234567",
    country: "AE",
    service: "whatsapp-services",
    message: "We need WhatsApp notifications for deliveries.",
    consent: true,
    idempotencyKey: key,
    sourcePath: "/contact",
    userAgent: null,
  };
}

function stored(key: string): StoredLead {
  return {
    locale: "en",
    ...newLead(key),
    conversationId: null,
    source: "contact-form",
    id: `id-${key}`,
    createdAt: "2026-11-22T10:00:00.000Z",
    bodyHash: "abc",
  };
}

describe("openLeadJournal", () => {
  it("leaves out an erased lead, so a replay never brings it back (decision 038)", async () => {
    const journal = await openLeadJournal(path.join(dir, "leads-journal.jsonl"));
    await journal.append(stored("kept"));
    await journal.append(stored("erased"));
    await journal.erase("id-erased");
    expect((await journal.read()).map((lead) => lead.idempotencyKey)).toEqual(["kept"]);
    await journal.close();
  });

  it("reads back what it appended, one line per lead, and skips a torn last line", async () => {
    const file = path.join(dir, "leads-journal.jsonl");
    const journal = await openLeadJournal(file);
    await Promise.all([
      journal.append(stored("a")),
      journal.append(stored("b")),
      journal.append(stored("c")),
    ]);
    await writeFile(file, '{"id":"torn', { flag: "a" });
    expect((await journal.read()).map((lead) => lead.idempotencyKey).sort()).toEqual(["a", "b", "c"]);
    expect((await readFile(file, "utf8")).split("\n").filter(Boolean)).toHaveLength(4);
    await journal.clear();
    expect((await stat(file)).size).toBe(0);
    await journal.append(stored("d"));
    expect(await journal.read()).toEqual([stored("d")]);
    await journal.close();
    // Reopened, it appends after what is there.
    const again = await openLeadJournal(file);
    await again.append(stored("e"));
    expect((await again.read()).map((lead) => lead.id)).toEqual(["id-d", "id-e"]);
    await again.close();
  });
});

describe("journalled", () => {
  const result = (outcome: InsertResult["outcome"]): InsertResult => ({ outcome, lead: stored("k") });
  const repository = (answer: InsertResult): LeadsRepository => ({
    insert: async () => answer,
    list: async () => [],
    deleteCreatedBefore: async () => 0,
  });

  it("resolves an insert only after the journal's append has resolved", async () => {
    let release = () => {};
    const appended: StoredLead[] = [];
    const journal = {
      append: (lead: StoredLead) => {
        appended.push(lead);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    } as LeadJournal;
    let settled = false;
    const insert = journalled(repository(result("created")), journal)
      .insert(newLead("k"))
      .then(() => {
        settled = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(appended).toEqual([stored("k")]);
    expect(settled).toBe(false);
    release();
    await insert;
    expect(settled).toBe(true);
  });

  it("fails the insert when the journal cannot be written, and journals no conflict", async () => {
    const failing = { append: () => Promise.reject(new Error("disk full")) } as unknown as LeadJournal;
    await expect(journalled(repository(result("repeated")), failing).insert(newLead("k"))).rejects.toThrow(
      "disk full",
    );
    await expect(journalled(repository(result("conflict")), failing).insert(newLead("k"))).resolves.toEqual(
      result("conflict"),
    );
  });
});

describe("journalled: deleting leads compacts the journal", () => {
  it("waits for an insert between commit and journal, and holds new inserts until the journal is emptied", async () => {
    const events: string[] = [];
    let commit = () => {};
    const repository: LeadsRepository = {
      insert: async (lead) => {
        if (lead.idempotencyKey === "a") await new Promise<void>((resolve) => (commit = resolve));
        events.push(`commit ${lead.idempotencyKey}`);
        return { outcome: "created", lead: stored(lead.idempotencyKey) };
      },
      list: async () => [],
      deleteCreatedBefore: async () => 1,
    };
    const journal = {
      append: async (lead: StoredLead) => void events.push(`journal ${lead.idempotencyKey}`),
      clear: async () => void events.push("clear"),
    } as LeadJournal;
    const leads = journalled(repository, journal, async () => void events.push("flush"));
    const first = leads.insert(newLead("a"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const deleted = leads.deleteCreatedBefore(new Date());
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = leads.insert(newLead("b"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual([]);
    commit();
    await Promise.all([first, deleted, second]);
    expect(events).toEqual(["commit a", "journal a", "flush", "clear", "commit b", "journal b"]);
  });
});

describe("the embedded database with its journal", { timeout: 60_000 }, () => {
  it("restores at open a lead the database lost in a crash, with its id and time, then empties the journal", async () => {
    const dataDir = path.join(dir, "data");
    const journalFile = path.join(dataDir, "leads-journal.jsonl");
    const snapshot = path.join(dir, "snapshot");
    await (await createDatabase({ databaseUrl: null, dataDir })).close();
    // The database files as they were before the lead: what an OS crash can leave behind.
    await cp(path.join(dataDir, "pglite"), snapshot, { recursive: true });

    const db = await createDatabase({ databaseUrl: null, dataDir });
    const { lead } = await db.leads.insert(newLead("crash-key"));
    const journalled = await readFile(journalFile, "utf8");
    expect(journalled).toContain(lead.id);
    await db.close();
    expect((await stat(journalFile)).size).toBe(0);

    await rm(path.join(dataDir, "pglite"), { recursive: true });
    await cp(snapshot, path.join(dataDir, "pglite"), { recursive: true });
    await writeFile(journalFile, journalled);

    const reopened = await createDatabase({ databaseUrl: null, dataDir });
    try {
      const { bodyHash: _, ...expected } = lead;
      expect(await reopened.leads.list()).toEqual([expected]);
      expect((await stat(journalFile)).size).toBe(0);
      // Replayed twice (a crash before the journal was emptied) it still stores the lead once.
      await expect(reopened.leads.insert(newLead("crash-key"))).resolves.toMatchObject({
        outcome: "repeated",
      });
    } finally {
      await reopened.close();
    }
  });
});
