/**
 * `npm run leads -- --format csv|json [--since 2026-11-01] [--output FILE]`:
 * exports the leads for the sales team, whether or not the server is running.
 * PostgreSQL is read directly. The embedded PGlite database allows one process
 * at a time, so while the server runs (it leaves DATA_DIR/server.json) the
 * export asks it, with ADMIN_TOKEN; otherwise it opens the files itself.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createDatabase } from "../server/db/database.ts";
import { ConfigError, loadConfig } from "../server/env.ts";
import { parseSince } from "../server/functions/admin/admin-function.ts";
import { exportLeads as exportFrom } from "../server/leads/export-format.ts";
import { enabledChannels } from "../server/notify/enabled-channels.ts";
import { readServerLock } from "../server/server-lock.ts";

type Format = "csv" | "json";

export interface LeadsOptions {
  format: Format;
  since: string | undefined;
  output: string | undefined;
}

export function parseLeadsArgs(argv: string[]): LeadsOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      format: { type: "string", default: "csv" },
      since: { type: "string" },
      output: { type: "string" },
    },
  });
  if (values.format !== "csv" && values.format !== "json")
    throw new Error('--format must be "csv" or "json".');
  if (parseSince(values.since) === "invalid") throw new Error("--since must be a date such as 2026-11-01.");
  return { format: values.format, since: values.since, output: values.output };
}

async function fromServer(port: number, token: string, options: LeadsOptions): Promise<string> {
  const query = new URLSearchParams({
    format: options.format,
    ...(options.since ? { since: options.since } : {}),
  });
  const response = await fetch(`http://127.0.0.1:${port}/functions/v1/admin/leads?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(
      `The running server refused the export (${response.status}): ${body.error ?? "no reason given"}`,
    );
  }
  return response.text();
}

export async function exportLeads(
  env: Record<string, string | undefined>,
  options: LeadsOptions,
): Promise<string> {
  const config = loadConfig(env);
  const lock = config.databaseUrl ? null : readServerLock(config.dataDir);
  if (lock) {
    if (!config.adminToken) {
      throw new Error(
        `The server (pid ${lock.pid}) is running and holds the embedded database: set ADMIN_TOKEN to the server's value to export through it, or stop the server first.`,
      );
    }
    return fromServer(lock.port, config.adminToken, options);
  }
  // A journal replay here queues the restored leads' notifications (decision 036).
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    notifyChannels: enabledChannels(config.notify),
  });
  try {
    const since = parseSince(options.since);
    return await exportFrom(
      database,
      options.format,
      since instanceof Date ? since : null,
      config.siteOrigin,
    );
  } finally {
    await database.close();
  }
}

async function main() {
  try {
    const options = parseLeadsArgs(process.argv.slice(2));
    const text = await exportLeads(process.env, options);
    if (options.output) {
      writeFileSync(options.output, text);
      console.error(`Leads written to ${options.output}.`);
    } else {
      process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
    }
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
