import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migrationVersion, supabaseMigrations, supabaseMigrationsDir } from "./supabase-migrations.ts";

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A Drizzle migrations folder with the given journal entries, each migration `SELECT <idx>;`. */
function drizzleFolder(entries: { idx: number; when: number; tag: string }[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "relaywave-drizzle-"));
  temporary.push(dir);
  mkdirSync(path.join(dir, "meta"));
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ entries }));
  for (const entry of entries) writeFileSync(path.join(dir, `${entry.tag}.sql`), `SELECT ${entry.idx};`);
  return dir;
}

describe("supabase/migrations", () => {
  it("is up to date with server/db/migrations (run `npm run edge:migrations`)", () => {
    const expected = supabaseMigrations();
    const written = readdirSync(supabaseMigrationsDir)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    expect(written).toEqual(expected.map((migration) => migration.fileName));
    for (const { fileName, sql } of expected) {
      expect(readFileSync(path.join(supabaseMigrationsDir, fileName), "utf8"), fileName).toBe(sql);
    }
  });

  it("names each file <14-digit UTC version>_<tag>.sql in journal order", () => {
    const dir = drizzleFolder([
      { idx: 1, when: Date.UTC(2026, 10, 22, 9, 5, 7, 999), tag: "0001_second" },
      { idx: 0, when: Date.UTC(2026, 0, 2, 3, 4, 5), tag: "0000_first" },
    ]);
    const migrations = supabaseMigrations(dir);
    expect(migrations.map((migration) => migration.fileName)).toEqual([
      "20260102030405_0000_first.sql",
      "20261122090507_0001_second.sql",
    ]);
    expect(migrations[0]?.sql).toMatch(/^-- Generated .*0000_first\.sql.*\nSELECT 0;\n$/);
  });

  it("refuses two migrations in the same second, which the Supabase CLI could not order", () => {
    const when = Date.UTC(2026, 10, 22, 12, 0, 0, 100);
    const dir = drizzleFolder([
      { idx: 0, when, tag: "0000_a" },
      { idx: 1, when: when + 500, tag: "0001_b" },
    ]);
    expect(() => supabaseMigrations(dir)).toThrow(/0001_b.*does not sort after/);
  });

  it("copies every statement of the Drizzle migration unchanged", () => {
    const [first] = supabaseMigrations();
    const source = readFileSync(path.resolve("server/db/migrations/0000_init.sql"), "utf8");
    expect(first?.sql).toContain(source.trimEnd());
    expect(migrationVersion(0)).toBe("19700101000000");
  });
});
