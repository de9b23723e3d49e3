/**
 * `npm run bench:chat [-- --duration N --connections N --workers N --database both|pglite|postgres --strict]`: how fast the
 * chat function answers compared with the trivial /healthz, on the real app served
 * in-process on 127.0.0.1, with conversations stored (decision 032): a quarter of the
 * requests are first messages, the rest follow-ups in conversations started before the
 * run. First on embedded PGlite, then on a throwaway PostgreSQL server with fsync on.
 * No build needed (a minimal one is written).
 *
 * Goals: chat throughput at least half of /healthz, chat p99 under 25 ms, on both.
 * Exit code 0 whatever the numbers, unless --strict.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { createApp } from "../server/app.ts";
import { createDatabase } from "../server/db/database.ts";
import { loadConfig } from "../server/env.ts";
import { writeMinimalBuild } from "../tests/support/minimal-build.ts";
import {
  type AutocannonRequest,
  autocannon,
  onBothDatabases,
  printTable,
  type Row,
  serveOnLoopback,
  wholeNumber,
} from "./lib/bench.ts";

const WARMUP_SECONDS = 2;
const GOAL_THROUGHPUT_RATIO = 0.5;
const GOAL_P99_MS = 25;
/**
 * Conversations started before the run; each connection's request list visits them all. Enough
 * that none reaches the 100 messages a conversation holds (decision 056) in a run of up to some
 * 90 000 chat requests: past it, a follow-up would start a continuation instead.
 */
const CONVERSATIONS = 1000;

/** What visitors ask the assistant, including one question it cannot help with. */
const QUESTIONS = [
  "How much does it cost to send an SMS in India?",
  "Do I need DLT registration to send promotional SMS in India?",
  "Can I send WhatsApp Business messages through Relaywave?",
  "What are your pricing plans for a startup sending 50,000 messages a month?",
  "How do I set up an IVR menu for my customer support line?",
  "Do you offer OTP SMS with delivery reports?",
  "Are you hiring? I'd like to see open careers at Relaywave.",
  "How do you handle my customers' phone numbers and personal data? Privacy policy?",
  "What are the SMS rates for the UAE and Saudi Arabia?",
  "Can I get a toll-free number and call recording with the voice API?",
  "How can I contact your sales team for an enterprise quote?",
  "What's the best recipe for chocolate chip cookies?",
];

/** What visitors say next. */
const FOLLOW_UPS = ["and to Kuwait?", "what about Bahrain?", "and promotional?", "how do I apply?", "yes"];

function options() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "50" },
      workers: { type: "string", default: "1" },
      strict: { type: "boolean", default: false },
      database: { type: "string", default: "both" },
    },
  });
  const database = values.database;
  if (database !== "pglite" && database !== "postgres" && database !== "both")
    throw new Error("--database must be both, pglite or postgres.");
  const only = database === "both" ? undefined : (database as "pglite" | "postgres");
  const duration = wholeNumber(values.duration, "duration", 1, 600);
  const connections = wholeNumber(values.connections, "connections", 1, 1000);
  // 0: load from the server's own thread.
  const workers = wholeNumber(values.workers, "workers", 0, 8);
  return {
    duration,
    connections,
    workers,
    strict: values.strict,
    only,
  };
}

const post = (body: object): AutocannonRequest => ({
  method: "POST",
  path: "/functions/v1/chat",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

interface Options {
  duration: number;
  connections: number;
  workers: number;
}

async function bench(databaseUrl: string | null, root: string, { duration, connections, workers }: Options) {
  const dataDir = mkdtempSync(path.join(root, "data-"));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      TRUST_PROXY: "false",
      // Measure this server, never a remote model.
      LLM_BASE_URL: "",
      LLM_API_KEY: "",
      LLM_MODEL: "",
    }),
    // The schema caps the variables; the benchmark needs the limits out of the way.
    chatRateLimitPerMinute: 1_000_000,
    conversationsPerIpPerDay: 1_000_000_000,
  };
  const database = await createDatabase({ databaseUrl, dataDir });
  const app = createApp({ config, clientDir: path.join(root, "client"), database: async () => database });
  // Counts what was served (warm-up included), for the CPU figure and the stored-turns check.
  let served = 0;
  let answeredChats = 0;
  // Requests still being answered when the load stops: the database closes only after them, or
  // their queries would meet a closed pool (failed turns, and a postgres.js write on a null socket).
  const inFlight = new Set<Promise<Response>>();
  const { origin, close: closeServer } = await serveOnLoopback({
    fetch: async (request: Request, env: unknown) => {
      const answering = Promise.resolve(app.fetch(request, env));
      inFlight.add(answering);
      try {
        const response = await answering;
        served += 1;
        if (request.method === "POST" && response.status === 200) answeredChats += 1;
        return response;
      } finally {
        inFlight.delete(answering);
      }
    },
  });
  const close = async () => {
    await closeServer();
    await Promise.allSettled([...inFlight]);
  };
  let closed = false;
  try {
    // Conversations to follow up in, started as a visitor would.
    const ids: string[] = [];
    for (let i = 0; i < CONVERSATIONS; i++) {
      const response = await app.request("/functions/v1/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: QUESTIONS[i % QUESTIONS.length] }),
      });
      ids.push(((await response.json()) as { conversationId: string }).conversationId);
    }
    const chatRequests = ids.map((conversationId, i) =>
      i % 4 === 0
        ? post({ message: QUESTIONS[(i / 4) % QUESTIONS.length] })
        : post({ message: FOLLOW_UPS[i % FOLLOW_UPS.length], conversationId }),
    );
    const run = (requests: AutocannonRequest[]) =>
      autocannon({
        url: origin,
        connections,
        duration,
        requests,
        warmup: { connections, duration: WARMUP_SECONDS },
        // Load from worker threads, so the client does not compete with the server's event loop.
        ...(workers > 0 ? { workers } : {}),
      });
    /** The run and its CPU time per served request: this process's, so server and load generator. */
    const measured = async (requests: AutocannonRequest[]) => {
      const [before, servedBefore] = [process.cpuUsage(), served];
      const result = await run(requests);
      const { user, system } = process.cpuUsage(before);
      return { result, cpuMicros: (user + system) / Math.max(served - servedBefore, 1) };
    };
    const healthz = await measured([{ method: "GET", path: "/healthz" }]);
    const chat = await measured(chatRequests);
    // Closing flushes the buffered turns (decision 032); then the store is counted from outside.
    await close();
    await database.close();
    closed = true;
    const expectedTurns = 2 * (CONVERSATIONS + answeredChats);
    return { healthz, chat, storedTurns: await countTurns(databaseUrl, dataDir), expectedTurns };
  } finally {
    if (!closed) {
      await close();
      await database.close();
    }
  }
}

/** chat_turns rows, read with a connection of its own after the server's database closed. */
async function countTurns(databaseUrl: string | null, dataDir: string): Promise<number> {
  const query = "select count(*)::int as n from chat_turns";
  if (databaseUrl) {
    const client = postgres(databaseUrl, { max: 1 });
    try {
      return ((await client.unsafe(query)) as unknown as { n: number }[])[0]?.n ?? 0;
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return (await client.query<{ n: number }>(query)).rows[0]?.n ?? 0;
  } finally {
    await client.close();
  }
}

async function main(): Promise<number> {
  const { duration, connections, workers, strict, only } = options();
  const root = mkdtempSync(path.join(tmpdir(), "relaywave-bench-chat-"));
  writeMinimalBuild(path.join(root, "client"));
  try {
    console.info(
      `Benchmarking chat with stored conversations: ${connections} connections from ${workers || "the main"} thread(s), ` +
        `${WARMUP_SECONDS} s warm-up + ${duration} s per endpoint and database.\n`,
    );
    const results = await onBothDatabases(
      (databaseUrl) => bench(databaseUrl, root, { duration, connections, workers }),
      only,
    );
    const rows: Row[] = results.flatMap(({ label, result }) => [
      { name: `GET /healthz (${label})`, result: result.healthz.result },
      { name: `POST /functions/v1/chat (${label})`, result: result.chat.result },
    ]);
    printTable(rows);
    console.info(
      `\nLoad average (1, 5, 15 min): ${loadavg()
        .map((load) => load.toFixed(2))
        .join(", ")}`,
    );
    for (const { label, result } of results)
      console.info(
        `${label}: CPU per request (server and load generator) /healthz ${result.healthz.cpuMicros.toFixed(0)} µs, ` +
          `chat ${result.chat.cpuMicros.toFixed(0)} µs; stored turns ${result.storedTurns} of ${result.expectedTurns} expected`,
      );
    console.info("");
    let failed = false;
    for (const { label, result } of results) {
      const [healthz, chat] = [result.healthz.result, result.chat.result];
      const ratio = chat.requests.average / Math.max(healthz.requests.average, 1);
      const errors = chat.errors + chat.timeouts + chat.non2xx + healthz.errors + healthz.non2xx;
      const goals = [
        {
          ok: ratio >= GOAL_THROUGHPUT_RATIO,
          text: `chat throughput >= ${GOAL_THROUGHPUT_RATIO} x healthz (${ratio.toFixed(2)})`,
        },
        { ok: chat.latency.p99 < GOAL_P99_MS, text: `chat p99 < ${GOAL_P99_MS} ms (${chat.latency.p99} ms)` },
        { ok: errors === 0, text: `no errors or non-2xx responses (${errors})` },
        {
          ok: result.storedTurns === result.expectedTurns,
          text: `every answered message stored with its answer (${result.storedTurns} turns of ${result.expectedTurns})`,
        },
      ];
      for (const goal of goals) console.info(`${goal.ok ? "PASS" : "FAIL"}  ${label}: ${goal.text}`);
      failed ||= goals.some((goal) => !goal.ok);
    }
    return strict && failed ? 1 : 0;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
