/**
 * `npm run bench:chat [-- --duration N --connections N --workers N --strict]`: how fast the
 * chat function answers compared with the trivial /healthz, on the real app
 * served in-process on 127.0.0.1. Needs a build (`npm run build`).
 *
 * Goals: chat throughput at least half of /healthz, chat p99 under 25 ms.
 * Exit code 0 whatever the numbers, unless --strict.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createApp } from "../server/app";
import { loadConfig } from "../server/env";
import { clientDir } from "../server/index";
import { type AutocannonRequest, autocannon, printTable, serveOnLoopback, wholeNumber } from "./lib/bench";

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
  const duration = wholeNumber(values.duration, "duration", 1, 600);
  const connections = wholeNumber(values.connections, "connections", 1, 1000);
  // 0: load from the server's own thread.
  const workers = wholeNumber(values.workers, "workers", 0, 8);
  return { duration, connections, workers, strict: values.strict };
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
  const { origin, close } = await serveOnLoopback(app);
  try {
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
    await close();
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
