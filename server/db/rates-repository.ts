/**
 * The SMS rates in the database (decision 039): one current row (id 1) and a history
 * row per save, written in one transaction. The same code for PGlite and PostgreSQL.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { RateChangeJson } from "../../contracts/admin-api.ts";
import type { SmsRate } from "../../contracts/sms-rates.ts";
import type { Db } from "./rows.ts";
import { smsRateChanges, smsRatesCurrent } from "./schema.ts";

export interface StoredRates {
  rates: SmsRate[];
  /** Grows by one per save: other processes compare it to notice a change. */
  version: number;
  /** ISO 8601 (UTC). */
  updatedAt: string;
  updatedBy: string;
}

/** One save, as the console's history shows it. */
export type RateChange = RateChangeJson;

export interface RatesRepository {
  /** The stored rates, or null when none were ever saved. */
  current(): Promise<StoredRates | null>;
  /** The stored version alone (a primary-key lookup), or null. */
  version(): Promise<number | null>;
  /**
   * Stores `rates` only if nothing is stored yet, with a history row against `before`;
   * false when rates were already there (another process imported first).
   */
  importOnce(rates: readonly SmsRate[], before: readonly SmsRate[], actor: string): Promise<boolean>;
  /** Replaces the rates and records the change; `fallback` is what was in effect if none were stored. */
  save(rates: readonly SmsRate[], actor: string, fallback: readonly SmsRate[]): Promise<StoredRates>;
  /** The changes, newest first. */
  history(limit?: number): Promise<RateChange[]>;
}

const CURRENT_ID = 1;

export function createRatesRepository(db: Db): RatesRepository {
  return {
    async current() {
      const [row] = await db.select().from(smsRatesCurrent).where(eq(smsRatesCurrent.id, CURRENT_ID));
      return row ? toStored(row) : null;
    },

    async version() {
      const [row] = await db
        .select({ version: smsRatesCurrent.version })
        .from(smsRatesCurrent)
        .where(eq(smsRatesCurrent.id, CURRENT_ID));
      return row?.version ?? null;
    },

    importOnce(rates, before, actor) {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(smsRatesCurrent)
          .values({ id: CURRENT_ID, rates: [...rates], version: 1, updatedBy: actor })
          .onConflictDoNothing()
          .returning({ id: smsRatesCurrent.id });
        if (inserted.length === 0) return false;
        await tx.insert(smsRateChanges).values({ actor, oldRates: [...before], newRates: [...rates] });
        return true;
      });
    },

    save(rates, actor, fallback) {
      return db.transaction(async (tx) => {
        // Locks the row, so two saves at once each record what the other left.
        const [previous] = await tx
          .select({ rates: smsRatesCurrent.rates })
          .from(smsRatesCurrent)
          .where(eq(smsRatesCurrent.id, CURRENT_ID))
          .for("update");
        const [row] = await tx
          .insert(smsRatesCurrent)
          .values({ id: CURRENT_ID, rates: [...rates], version: 1, updatedBy: actor })
          .onConflictDoUpdate({
            target: smsRatesCurrent.id,
            set: {
              rates: [...rates],
              version: sql`${smsRatesCurrent.version} + 1`,
              updatedAt: sql`now()`,
              updatedBy: actor,
            },
          })
          .returning();
        if (!row) throw new Error("The SMS rates could not be saved.");
        await tx
          .insert(smsRateChanges)
          .values({ actor, oldRates: previous?.rates ?? [...fallback], newRates: [...rates] });
        return toStored(row);
      });
    },

    async history(limit = 100) {
      const rows = await db.select().from(smsRateChanges).orderBy(desc(smsRateChanges.id)).limit(limit);
      return rows.map((row) => ({
        id: row.id,
        changedAt: row.changedAt.toISOString(),
        actor: row.actor,
        oldRates: row.oldRates,
        newRates: row.newRates,
      }));
    },
  };
}

function toStored(row: typeof smsRatesCurrent.$inferSelect): StoredRates {
  return {
    rates: row.rates,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
