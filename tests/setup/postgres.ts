/**
 * Vitest globalSetup: a throwaway PostgreSQL server for the run, so the
 * database tests cover the DATABASE_URL path as well as embedded PGlite.
 *
 * It initialises a cluster in a temp dir (trust auth, fsync off), starts
 * `postgres` on a free 127.0.0.1 port, creates `relaywave_test` and hands its
 * URL to the tests with `project.provide("testDatabaseUrl", url)`; tests read
 * it with `inject("testDatabaseUrl")` (also set as process.env.TEST_DATABASE_URL
 * in this process). A TEST_DATABASE_URL already in the environment is used as
 * is, and no server is started. As root, initdb and postgres run as the
 * `postgres` user (they refuse to run as root).
 *
 * Without PostgreSQL binaries the Postgres half of the tests is skipped, unless
 * CI or REQUIRE_POSTGRES is set: then the run fails.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { freePort } from "../support/free-port.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** postgres:// URL of a database for the tests, or null when PostgreSQL is unavailable. */
    testDatabaseUrl: string | null;
  }
}

const DATABASE = "relaywave_test";
const READY_TIMEOUT_MS = 30_000;

/** The newest Debian PostgreSQL bin directory holding initdb and postgres, or null. */
function findPostgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (existsSync(path.join(bin, "initdb")) && existsSync(path.join(bin, "postgres"))) return bin;
  }
  return null;
}

/** As root: the postgres user's uid and gid, for spawn(); otherwise run as ourselves. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      "The tests run as root but there is no postgres user to run PostgreSQL as; install Debian's postgresql package (apt-get install postgresql).",
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError = "";
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`The test PostgreSQL server exited before accepting connections:\n${log()}`);
    const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await sql`select 1`;
      return;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    } finally {
      await sql.end({ timeout: 1 }).catch(() => {});
    }
    await sleep(100);
  }
  throw new Error(
    `The test PostgreSQL server did not accept connections within 30 s (${lastError}):\n${log()}`,
  );
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
    server.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill("SIGINT"); // PostgreSQL's "fast" shutdown.
  });
}

/** `durable`: fsync and full-page writes on, as in production (`npm run bench:contact`). */
export default async function setup(project: Pick<TestProject, "provide">, options = { durable: false }) {
  const preset = process.env.TEST_DATABASE_URL?.trim();
  if (preset) {
    project.provide("testDatabaseUrl", preset);
    return;
  }
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI || process.env.REQUIRE_POSTGRES)
      throw new Error(
        "PostgreSQL is not installed, and CI or REQUIRE_POSTGRES asks for the Postgres tests: install Debian's postgresql package (apt-get install postgresql).",
      );
    console.info("PostgreSQL binaries not found (apt-get install postgresql): the Postgres half is skipped.");
    project.provide("testDatabaseUrl", null);
    return;
  }

  const user = runAs();
  const dir = mkdtempSync(path.join(os.tmpdir(), "relaywave-pg-"));
  if ("uid" in user) chownSync(dir, user.uid, user.gid);
  let server: ChildProcess | null = null;
  let port = 0;
  const cleanUp = () => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGQUIT");
    rmSync(dir, { recursive: true, force: true });
  };
  // Should the run end without the teardown (a crash), take the server and its files along.
  process.once("exit", cleanUp);

  try {
    execFileSync(
      path.join(bin, "initdb"),
      [
        "-D",
        dir,
        "-A",
        "trust",
        "-U",
        "postgres",
        "-E",
        "UTF8",
        "--locale=C",
        "--no-sync",
        "--no-instructions",
      ],
      { ...user, cwd: dir, stdio: "pipe" },
    );
    port = await freePort();
    let log = "";
    const started = spawn(
      path.join(bin, "postgres"),
      ["-D", dir, "-h", "127.0.0.1", "-p", String(port), "-k", dir]
        // Tests need no durability: fsync and full-page writes off make them faster.
        .concat(options.durable ? [] : ["-F", "-c", "full_page_writes=off"]),
      { ...user, cwd: dir, stdio: ["ignore", "ignore", "pipe"] },
    );
    server = started;
    started.stderr?.on("data", (chunk: Buffer) => {
      log = (log + chunk.toString("utf8")).slice(-4000);
    });
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitUntilReady(adminUrl, started, () => log);
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database ${DATABASE}`);
    } finally {
      await admin.end({ timeout: 1 });
    }
  } catch (error) {
    if (server) await stopServer(server);
    cleanUp();
    process.removeListener("exit", cleanUp);
    const reason = error instanceof Error ? error.message : String(error);
    const stderr = (error as { stderr?: Buffer }).stderr?.toString("utf8").trim();
    throw new Error(`Could not start the test PostgreSQL server: ${reason}${stderr ? `\n${stderr}` : ""}`);
  }

  const url = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
  process.env.TEST_DATABASE_URL = url;
  project.provide("testDatabaseUrl", url);

  return async () => {
    if (server) await stopServer(server);
    cleanUp();
    process.removeListener("exit", cleanUp);
    delete process.env.TEST_DATABASE_URL;
  };
}
