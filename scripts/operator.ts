/**
 * `npm run operator -- add --email <e-mail>` creates a console operator; the
 * password comes from standard input (or a prompt that does not echo, on a
 * terminal). `list` and `remove --email <e-mail>` too. Like `npm run leads`,
 * it works whether the server runs or not: PostgreSQL, or a stopped server's
 * embedded database, is opened directly; while a server holds the embedded
 * database (DATA_DIR/server.json) it asks that server, with ADMIN_TOKEN.
 */
import path from "node:path";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { lazyOperatorAuth } from "../server/auth/operator-auth.ts";
import {
  addOperator,
  checkEmail,
  checkPassword,
  listOperators,
  type Operator,
  OperatorError,
  removeOperator,
} from "../server/auth/operators.ts";
import { createDatabase } from "../server/db/database.ts";
import { ConfigError, loadConfig } from "../server/env.ts";
import { readServerLock } from "../server/server-lock.ts";

const USAGE =
  "Usage: npm run operator -- add --email <e-mail> (password on standard input) | list | remove --email <e-mail>";

export type OperatorCommand =
  | { action: "add"; email: string }
  | { action: "list" }
  | { action: "remove"; email: string };

export function parseOperatorArgs(argv: string[]): OperatorCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { email: { type: "string" } },
    allowPositionals: true,
  });
  const [action, ...rest] = positionals;
  if (rest.length > 0 || !action) throw new OperatorError(USAGE);
  if (action === "list") return { action };
  if (action !== "add" && action !== "remove") throw new OperatorError(USAGE);
  if (!values.email)
    throw new OperatorError(`Please give the operator's address: --email <e-mail>. ${USAGE}`);
  return { action, email: checkEmail(values.email) };
}

/** Standard input without its final line break; on a terminal, asked twice without echo. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString("utf8")
      .replace(/\r?\n$/, "");
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const prompt = createInterface({ input: process.stdin, output, terminal: true });
      process.stderr.write(question);
      muted = true;
      prompt.question("", (answer) => {
        muted = false;
        process.stderr.write("\n");
        prompt.close();
        resolve(answer);
      });
    });
  const first = await ask("Password (at least 12 characters): ");
  checkPassword(first);
  if ((await ask("The same password again: ")) !== first)
    throw new OperatorError("The two passwords differ.");
  return first;
}

async function viaServer(port: number, token: string, command: OperatorCommand, password?: string) {
  const base = `http://127.0.0.1:${port}/functions/v1/admin/operators`;
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const response =
    command.action === "add"
      ? await fetch(base, {
          method: "POST",
          headers,
          body: JSON.stringify({ email: command.email, password }),
        })
      : command.action === "remove"
        ? await fetch(`${base}?${new URLSearchParams({ email: command.email })}`, {
            method: "DELETE",
            headers,
          })
        : await fetch(base, { headers });
  const body = (await response.json().catch(() => ({}))) as {
    error?: string;
    operator?: Operator;
    operators?: Operator[];
  };
  if (!response.ok)
    throw new OperatorError(body.error ?? `The running server refused the request (${response.status}).`);
  return body;
}

export async function runOperatorCommand(
  env: Record<string, string | undefined>,
  command: OperatorCommand,
  password?: string,
): Promise<string> {
  const config = loadConfig(env);
  const lock = config.databaseUrl ? null : readServerLock(config.dataDir);
  if (lock) {
    if (!config.adminToken)
      throw new OperatorError(
        `The server (pid ${lock.pid}) is running and holds the embedded database: set ADMIN_TOKEN to the server's value, or stop the server first.`,
      );
    const body = await viaServer(lock.port, config.adminToken, command, password);
    if (command.action === "add") return `Operator ${body.operator?.email} added.`;
    if (command.action === "remove") return `Operator ${command.email} removed; their sessions have ended.`;
    return (body.operators ?? []).map((operator) => operator.email).join("\n") || "No operators yet.";
  }
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const auth = await lazyOperatorAuth(config, async () => database)();
    if (command.action === "add")
      return `Operator ${(await addOperator(auth, command.email, password)).email} added.`;
    if (command.action === "remove") {
      if (!(await removeOperator(auth, command.email)))
        throw new OperatorError(`There is no operator with the address ${command.email}.`);
      return `Operator ${command.email} removed; their sessions have ended.`;
    }
    return (await listOperators(auth)).map((operator) => operator.email).join("\n") || "No operators yet.";
  } finally {
    await database.close();
  }
}

async function main() {
  try {
    const command = parseOperatorArgs(process.argv.slice(2));
    const password = command.action === "add" ? checkPassword(await readPassword()) : undefined;
    console.info(await runOperatorCommand(process.env, command, password));
  } catch (error) {
    const known = error instanceof OperatorError || error instanceof ConfigError;
    console.error(known || error instanceof Error ? (error as Error).message : String(error));
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
