/**
 * The embedded database's durability (decision 020): PGlite runs PostgreSQL
 * with fsync off and never flushes its files, so every lead it accepts is also
 * appended to DATA_DIR/leads-journal.jsonl, one JSON line, and fdatasync'd
 * before the function answers 201. At open the journal is replayed into the
 * database (idempotent: by idempotency key, keeping id and time) and emptied
 * once the database files themselves are checkpointed and fsync'd.
 * An erased lead (the console's "Delete") gets an erasure line, so a replay
 * never brings it back (decision 038).
 */
import { type FileHandle, open, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { InsertResult, LeadsRepository, RestorableLeads, StoredLead } from "./leads-repository.ts";

export interface LeadJournal {
  /** Resolves once the line is on disk (fdatasync). */
  append(lead: StoredLead): Promise<void>;
  /** Records that a lead was erased; resolves once on disk. */
  erase(id: string): Promise<void>;
  /**
   * Every whole lead line, less the erased leads; a torn last line (a crash
   * mid-append, never acknowledged) is skipped.
   */
  read(): Promise<StoredLead[]>;
  /** Empties the journal, on disk. Only once its leads are durable elsewhere. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** Opens (or creates) the journal; a new file's directory entry is fsync'd too. */
export async function openLeadJournal(file: string): Promise<LeadJournal> {
  let handle: FileHandle;
  try {
    handle = await open(file, "wx+");
    await fsyncPath(path.dirname(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    handle = await open(file, "r+");
  }
  // Group commit: lines that arrive while a write and fdatasync are under way go
  // to disk together in the next one; each append resolves when its own line is synced.
  let size = (await handle.stat()).size;
  let waiting: { line: string; done: (error?: unknown) => void }[] = [];
  let draining: Promise<void> | null = null;
  async function drain() {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const bytes = Buffer.from(batch.map((entry) => entry.line).join(""));
      try {
        await handle.write(bytes, 0, bytes.length, size);
        size += bytes.length;
        await handle.datasync();
        for (const entry of batch) entry.done();
      } catch (error) {
        for (const entry of batch) entry.done(error ?? new Error("The lead journal could not be written."));
      }
    }
    draining = null;
  }
  const idle = () => draining ?? Promise.resolve();
  const write = (record: object) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({
        // A newline before as well: a line torn by a crash never swallows the next one.
        line: `\n${JSON.stringify(record)}\n`,
        done: (error) => (error === undefined ? resolve() : reject(error)),
      });
      draining ??= drain();
    });
  return {
    append: (lead) => write(lead),
    erase: (id) => write({ erased: id }),
    async read() {
      const text = await readFile(file, "utf8");
      const leads: StoredLead[] = [];
      const erased = new Set<string>();
      for (const line of text.split("\n")) {
        if (!line) continue;
        try {
          const record = JSON.parse(line) as StoredLead | { erased: string };
          if ("erased" in record) erased.add(record.erased);
          else leads.push(record);
        } catch {
          // Torn by a crash before its fdatasync returned: that lead was never answered 201.
        }
      }
      return leads.filter((lead) => !erased.has(lead.id));
    },
    async clear() {
      await idle();
      await handle.truncate(0);
      size = 0;
      await handle.sync();
    },
    close: () => idle().then(() => handle.close()),
  };
}

/**
 * Stores through the repository, then journals the stored lead: the 201 waits for both.
 * Deleting leads (retention) compacts the journal afterwards (`flush`: checkpoint and
 * fsync, then empty it), or a crash would replay the deleted leads at the next start.
 */
export function journalled(
  repository: LeadsRepository,
  journal: LeadJournal,
  flush: () => Promise<void> = async () => {},
): LeadsRepository {
  // Inserts between commit and journal line; a compaction waits for them and holds new ones
  // back, or it could empty the journal of a lead its checkpoint did not see.
  let inFlight = 0;
  const whenIdle: (() => void)[] = [];
  let compacting: Promise<void> | null = null;

  async function compact() {
    while (compacting) await compacting;
    let done = () => {};
    compacting = new Promise<void>((resolve) => {
      done = resolve;
    });
    try {
      while (inFlight > 0) await new Promise<void>((resolve) => whenIdle.push(resolve));
      await flush();
      await journal.clear();
    } finally {
      compacting = null;
      done();
    }
  }

  return {
    ...repository,
    async insert(lead, submitted): Promise<InsertResult> {
      while (compacting) await compacting;
      inFlight += 1;
      try {
        const result = await repository.insert(lead, submitted);
        // A repeat is journalled again: its first request may have failed between commit and journal.
        if (result.outcome !== "conflict") await journal.append(result.lead);
        return result;
      } finally {
        inFlight -= 1;
        if (inFlight === 0) for (const resolve of whenIdle.splice(0)) resolve();
      }
    },
    async deleteCreatedBefore(cutoff) {
      const deleted = await repository.deleteCreatedBefore(cutoff);
      if (deleted > 0) await compact();
      return deleted;
    },
  };
}

/**
 * Start-up: puts back what the database lost, then makes the database's files
 * durable (`flush`: checkpoint and fsync) before the journal is emptied.
 */
export async function replayLeadJournal(
  journal: LeadJournal,
  repository: RestorableLeads,
  flush: () => Promise<void>,
): Promise<number> {
  const leads = await journal.read();
  if (leads.length === 0) return 0;
  const restored = await repository.restore(leads);
  await flush();
  await journal.clear();
  return restored;
}

/** fsyncs every file and directory under `root` (PGlite's data files after a checkpoint). */
export async function fsyncTree(root: string): Promise<void> {
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const child = path.join(root, entry.name);
    if (entry.isDirectory()) await fsyncTree(child);
    else if (entry.isFile()) await fsyncPath(child);
  }
  await fsyncPath(root);
}

async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
