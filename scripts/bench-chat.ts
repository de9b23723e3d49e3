/**
 * `npm run bench:chat [-- --duration N --connections N --workers N --strict]`: how fast the
 * chat function answers compared with the trivial /healthz, on the real app
 * served in-process on 127.0.0.1. Needs a build (`npm run build`).
 *
 * Goals: chat throughput at least half of /healthz, chat p99 under 25 ms.
 * Exit code 0 whatever the numbers, unless --strict.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { createApp } from "../server/app";
import { loadConfig } from "../server/env";
import { clientDir } from "../server/index";

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  requests?: AutocannonRequest[];
  warmup?: { connections: number; duration: number };
  workers?: number;
}
type Autocannon = (options: AutocannonOptions) => PromiseLike<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const WARMUP_SECONDS = 2;
const GOAL_THROUGHPUT_RATIO = 0.5;
const GOAL_P99_MS = 25;

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

function options() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "50" },
      workers: { type: "string", default: "1" },
      strict: { type: "boolean", default: false },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!Number.isInteger(duration) || duration < 1 || duration > 600) {
    throw new Error("--duration must be a whole number of seconds between 1 and 600.");
  }
  if (!Number.isInteger(connections) || connections < 1 || connections > 1000) {
    throw new Error("--connections must be a whole number between 1 and 1000.");
  }
  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 0 || workers > 8) {
    throw new Error(
      "--workers must be a whole number between 0 and 8 (0: load from the server's own thread).",
    );
  }
  return { duration, connections, workers, strict: values.strict };
}

interface Row {
  name: string;
  result: AutocannonResult;
}

function printTable(rows: Row[]): void {
  const header = ["endpoint", "req/s (avg)", "p50 ms", "p99 ms", "errors", "non-2xx"];
  const lines = rows.map(({ name, result }) => [
    name,
    result.requests.average.toFixed(0),
    result.latency.p50.toFixed(1),
    result.latency.p99.toFixed(1),
    String(result.errors + result.timeouts),
    String(result.non2xx),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? "").length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column] ?? 0))
      .join("  ");
  console.info(format(header));
  console.info(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.info(format(line));
}

async function main(): Promise<number> {
  const { duration, connections, workers, strict } = options();
  if (!existsSync(path.join(clientDir, "index.html"))) {
    console.error(`No build found at ${clientDir}. Run \`npm run build\` first.`);
    return 1;
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), "relaywave-bench-"));
  const config = {
    ...loadConfig({
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      TRUST_PROXY: "false",
      // The schema caps the variable at 10 000; the benchmark needs the limit out of the way.
      CHAT_RATE_LIMIT_PER_MINUTE: "10000",
      // Measure this server, never a remote model.
      LLM_BASE_URL: "",
      LLM_API_KEY: "",
      LLM_MODEL: "",
    }),
    chatRateLimitPerMinute: 1_000_000,
  };
  const app = createApp({ config, clientDir });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  try {
    await new Promise<void>((resolve, reject) => {
      if (server.listening) resolve();
      server.once("listening", () => resolve());
      server.once("error", reject);
    });
    const { port } = server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
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

    console.info(
      `Benchmarking ${origin}: ${connections} connections from ${workers || "the main"} thread(s), ` +
        `${WARMUP_SECONDS} s warm-up + ${duration} s per endpoint.\n`,
    );
    const healthz = await run([{ method: "GET", path: "/healthz" }]);
    const chat = await run(
      QUESTIONS.map((message) => ({
        method: "POST",
        path: "/functions/v1/chat",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message }),
      })),
    );

    printTable([
      { name: "GET /healthz", result: healthz },
      { name: "POST /functions/v1/chat", result: chat },
    ]);
    const ratio = chat.requests.average / Math.max(healthz.requests.average, 1);
    console.info(`\nchat/healthz throughput: ${ratio.toFixed(2)}\n`);

    const failedRequests = chat.errors + chat.timeouts + chat.non2xx + healthz.errors + healthz.non2xx;
    const goals = [
      {
        ok: ratio >= GOAL_THROUGHPUT_RATIO,
        text: `chat throughput >= ${GOAL_THROUGHPUT_RATIO} x healthz (${ratio.toFixed(2)})`,
      },
      { ok: chat.latency.p99 < GOAL_P99_MS, text: `chat p99 < ${GOAL_P99_MS} ms (${chat.latency.p99} ms)` },
      { ok: failedRequests === 0, text: `no errors or non-2xx responses (${failedRequests})` },
    ];
    for (const goal of goals) console.info(`${goal.ok ? "PASS" : "FAIL"}  ${goal.text}`);
    return strict && goals.some((goal) => !goal.ok) ? 1 : 0;
  } finally {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeAllConnections" in server) server.closeAllConnections();
    });
    rmSync(dataDir, { recursive: true, force: true });
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
