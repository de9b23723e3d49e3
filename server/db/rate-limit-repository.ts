/**
 * Rate-limit counts in PostgreSQL (`rate_limit_hits`), shared by every server instance on
 * one database (decision 048): the same sliding-window log as the in-memory
 * limiter (server/http/rate-limit.ts), one row per counted request, on the database's clock.
 * A hit checks and counts in one transaction; its row's id lets the caller give it back
 * (decision 051).
 */
import { sql } from "drizzle-orm";
import type { RateLimitResult } from "../http/rate-limit.ts";
import { type Db, rowsOf } from "./rows.ts";

export interface CountedHit extends RateLimitResult {
  /** The counted row, for `giveBack`; null when refused. */
  id: string | null;
}

export interface RateLimitRepository {
  /** Counts a hit of `bucket` when fewer than `limit` were counted in the last `windowMs`. */
  hit(bucket: string, limit: number, windowMs: number): Promise<CountedHit>;
  /** Deletes one counted hit (by the id `hit` answered), so it no longer counts. */
  giveBack(id: string): Promise<void>;
  /** Deletes every bucket's rows older than `olderThanMs` (buckets nobody hits again); returns how many. */
  sweep(olderThanMs: number): Promise<number>;
}

export function createRateLimitRepository(db: Db): RateLimitRepository {
  return {
    hit(bucket, limit, windowMs) {
      // One transaction per hit, serialised per bucket by a transaction-level advisory lock:
      // two instances counting the same client at once cannot both see room for one more.
      return db.transaction(async (tx) => {
        // A count is not worth an fsync: without waiting for the WAL flush the commit is still
        // visible to every instance at once; a crash may forget the last moment's hits.
        const lock = sql`select set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(hashtext(${bucket}))`;
        // statement_timestamp(): read after the lock was granted, so hits are stored in the order counted.
        const window = sql`(${windowMs}::double precision * interval '1 millisecond')`;
        const counting = sql`
          with clock as (select statement_timestamp() as now),
          gone as (
            delete from rate_limit_hits
            where bucket = ${bucket} and at <= (select now from clock) - ${window}
          ),
          live as (
            select count(*)::int as n, min(at) as oldest from rate_limit_hits
            where bucket = ${bucket} and at > (select now from clock) - ${window}
          ),
          added as (
            insert into rate_limit_hits (bucket, at)
            select ${bucket}, clock.now from live, clock
            where live.n < ${limit}::int
            returning id
          )
          select live.n, (select id::text from added) as id,
            extract(epoch from (live.oldest + ${window} - clock.now)) * 1000 as wait_ms
          from live, clock`;
        // Sent together (postgres.js pipelines them on the transaction's connection): the server
        // still runs the count only once the lock is granted, one round trip fewer.
        const [, rows] = await Promise.all([tx.execute(lock), tx.execute(counting)]);
        const row = rowsOf<{ n: number; id: string | null; wait_ms: string | number | null }>(rows)[0];
        const counted = Number(row?.n ?? 0);
        if (counted >= limit) {
          const retryAfterSeconds = Math.max(1, Math.ceil(Number(row?.wait_ms ?? 0) / 1000));
          return { allowed: false, remaining: 0, retryAfterSeconds, id: null };
        }
        return { allowed: true, remaining: limit - counted - 1, retryAfterSeconds: 0, id: row?.id ?? null };
      });
    },

    async giveBack(id) {
      await db.execute(sql`delete from rate_limit_hits where id = ${id}::bigint`);
    },

    async sweep(olderThanMs) {
      const rows = await db.execute(sql`
        with gone as (
          delete from rate_limit_hits
          where at < statement_timestamp() - (${olderThanMs}::double precision * interval '1 millisecond')
          returning 1
        )
        select count(*)::int as n from gone`);
      return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
    },
  };
}
