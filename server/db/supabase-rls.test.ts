/**
 * The public anonymous key cannot reach our data (decision 047): on a
 * real PostgreSQL with Supabase's roles and grants as a hosted project has
 * them, the generated supabase/migrations applied, `anon` and `authenticated`
 * read no row of any table and write none, while `service_role` (what the edge
 * functions use) reads and writes everything. Roles are per cluster, so they
 * are created if missing and left in place; everything else lives in a
 * database of this file's own.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supabaseMigrationsDir } from "../../scripts/supabase-migrations.ts";
import { postgresEngine, type TestStore } from "../../tests/support/test-engines.ts";

/**
 * As Supabase creates them (supabase/realtime's dev/postgres/00-setup.sql, the
 * hosted image's roles): NOLOGIN NOINHERIT, service_role with BYPASSRLS, and
 * default privileges granting everything in `public` to all three.
 */
const SUPABASE_ROLES = `
DO $$ BEGIN CREATE ROLE anon NOLOGIN NOINHERIT; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$;
DO $$ BEGIN CREATE ROLE authenticated NOLOGIN NOINHERIT; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$;
DO $$ BEGIN CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$;
GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON TABLES TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON SEQUENCES TO anon, authenticated, service_role;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON FUNCTIONS TO anon, authenticated, service_role;
`;

const LEAD = "00000000-0000-4000-8000-000000000001";

/** One row per table, in foreign-key order. A table missing here fails the test below. */
const SEED: Record<string, string> = {
  user: `INSERT INTO "user" (id, name, email) VALUES ('u1', 'Operator', 'op@example.com')`,
  account: `INSERT INTO account (id, account_id, provider_id, user_id) VALUES ('a1', 'u1', 'credential', 'u1')`,
  session: `INSERT INTO session (id, expires_at, token, user_id) VALUES ('s1', now() + interval '1 day', 'token-1', 'u1')`,
  verification: `INSERT INTO verification (id, identifier, value, expires_at) VALUES ('v1', 'op', 'code', now())`,
  conversations: `INSERT INTO conversations (id) VALUES ('c1')`,
  chat_turns: `INSERT INTO chat_turns (id, conversation_id, seq, role, content) VALUES ('t1', 'c1', 0, 'user', 'Hello')`,
  chat_feedback: `INSERT INTO chat_feedback (turn_id, conversation_id, helpful) VALUES ('t1', 'c1', true)`,
  leads: `INSERT INTO leads (id, name, email, message, consent, idempotency_key) VALUES ('${LEAD}', 'Amina Rahman', 'amina@example.com', 'Bulk SMS', true, 'key-1')`,
  lead_outbox: `INSERT INTO lead_outbox (lead_id, channel) VALUES ('${LEAD}', 'email')`,
  lead_events: `INSERT INTO lead_events (lead_id, actor, kind) VALUES ('${LEAD}', 'op@example.com', 'status')`,
  lead_status: `INSERT INTO lead_status (lead_id, status) VALUES ('${LEAD}', 'new')`,
  retention_runs: `INSERT INTO retention_runs (started_at) VALUES (now())`,
  sms_rate_changes: `INSERT INTO sms_rate_changes (actor, old_rates, new_rates) VALUES ('op@example.com', '[]', '[]')`,
  sms_rates_current: `INSERT INTO sms_rates_current (id, rates, version, updated_by) VALUES (1, '[]', 1, 'op@example.com')`,
  rate_limit_hits: `INSERT INTO rate_limit_hits (bucket) VALUES ('chat:203.0.113.7')`,
};

const quiet = { onnotice: () => {} };
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

let store: TestStore | null = null;
let sql: postgres.Sql;
/** Each table with a column an UPDATE may set to itself (not an identity column). */
let tables: { name: string; column: string }[] = [];

/** Runs `work` as `role` in a transaction that is always rolled back. */
async function asRole<T>(role: string, work: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  const rollback = new Error("rollback");
  let result: T | undefined;
  await sql
    .begin(async (tx) => {
      await tx.unsafe(`SET LOCAL ROLE ${role}`);
      result = await work(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  return result as T;
}

const count = async (db: Pick<postgres.Sql, "unsafe">, table: string) =>
  Number((await db.unsafe(`SELECT count(*) AS n FROM ${ident(table)}`))[0]?.n);

describe.skipIf(!postgresEngine.available)("row-level security on a Supabase project", () => {
  beforeAll(async () => {
    store = await postgresEngine.prepare("supabase_rls");
    sql = postgres(store.url ?? "", { max: 1, ...quiet });
    await sql.unsafe(SUPABASE_ROLES).simple();
    // As `supabase db push` does: each migration file in its own transaction, as the project's owner.
    const files = readdirSync(supabaseMigrationsDir)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    for (const file of files) {
      const text = readFileSync(path.join(supabaseMigrationsDir, file), "utf8");
      await sql.begin((tx) => tx.unsafe(text).simple());
    }
    for (const statement of Object.values(SEED)) await sql.unsafe(statement);
    tables = await sql<{ name: string; column: string }[]>`
      SELECT c.relname AS name,
        (SELECT a.column_name FROM information_schema.columns a
          WHERE a.table_schema = 'public' AND a.table_name = c.relname AND a.is_identity = 'NO'
          ORDER BY a.ordinal_position LIMIT 1) AS column
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`;
  }, 60_000);

  afterAll(async () => {
    await sql?.end({ timeout: 5 });
    await store?.dispose();
  });

  it("has row-level security on, no policy, and a seeded row in every table", async () => {
    expect(tables.map((table) => table.name).sort()).toEqual(Object.keys(SEED).sort());
    const flags = await sql<{ relname: string; relrowsecurity: boolean }[]>`
      SELECT relname, relrowsecurity FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'`;
    expect(flags.filter((flag) => !flag.relrowsecurity)).toEqual([]);
    expect(await sql`SELECT policyname FROM pg_policies WHERE schemaname = 'public'`).toHaveLength(0);
    for (const { name } of tables) expect(await count(sql, name), name).toBe(1);
  });

  for (const role of ["anon", "authenticated"]) {
    it(`lets ${role} read no row of any table, although it holds every grant`, async () => {
      for (const { name } of tables) {
        const privileges =
          await sql`SELECT has_table_privilege(${role}, ${`public.${ident(name)}`}, 'SELECT, INSERT, UPDATE, DELETE') AS ok`;
        expect(privileges[0]?.ok, `${role} has the grants on ${name}`).toBe(true);
        expect(await asRole(role, (tx) => count(tx, name)), `${role} reads ${name}`).toBe(0);
      }
    });

    it(`refuses ${role}'s inserts and lets its updates and deletes touch nothing`, async () => {
      for (const { name, column } of tables) {
        const insert = asRole(role, (tx) => tx.unsafe(SEED[name] ?? ""));
        await expect(insert, `${role} inserts into ${name}`).rejects.toThrow(
          /new row violates row-level security policy/,
        );
        const updated = await asRole(role, (tx) =>
          tx.unsafe(`UPDATE ${ident(name)} SET ${ident(column)} = ${ident(column)}`),
        );
        expect(updated.count, `${role} updates ${name}`).toBe(0);
        const deleted = await asRole(role, (tx) => tx.unsafe(`DELETE FROM ${ident(name)}`));
        expect(deleted.count, `${role} deletes from ${name}`).toBe(0);
      }
      // Nothing changed underneath either.
      for (const { name } of tables) {
        const [row] = await sql.unsafe(`SELECT count(*) AS n FROM ${ident(name)}`);
        expect(Number(row?.n), name).toBe(1);
      }
    });
  }

  it("lets service_role, which the edge functions use, read and write every table", async () => {
    for (const { name, column } of tables) {
      const outcome = await asRole("service_role", async (tx) => {
        const read = await count(tx, name);
        const updated = (await tx.unsafe(`UPDATE ${ident(name)} SET ${ident(column)} = ${ident(column)}`))
          .count;
        const deleted = (await tx.unsafe(`DELETE FROM ${ident(name)}`)).count;
        const inserted = (await tx.unsafe(SEED[name] ?? "")).count;
        return { read, updated, deleted, inserted };
      });
      expect(outcome, name).toEqual({ read: 1, updated: 1, deleted: 1, inserted: 1 });
    }
  });
});
