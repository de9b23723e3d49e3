/**
 * `npm run bench:cluster [-- --duration N --connections N]`: chat and static throughput
 * through nginx with one instance behind it, then three (scripts/cluster/cluster.ts,
 * one PostgreSQL). Chat messages come from 64 visitor addresses (X-Forwarded-For, as in
 * the cluster test) under a raised CHAT_RATE_LIMIT_PER_MINUTE, so the limiter counts but
 * never answers 429; the static rows fetch the home page's HTML (brotli).
 * On a machine with fewer cores than instances, three cannot go three times as fast.
 */
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { type AutocannonRequest, autocannon, printTable, type Row, wholeNumber } from "../lib/bench.ts";
import { startCluster } from "./cluster.ts";
import { visitor } from "./http.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
  },
});
const duration = wholeNumber(values.duration, "duration", 1, 600);
const connections = wholeNumber(values.connections, "connections", 1, 1000);

const chat: AutocannonRequest[] = Array.from({ length: 64 }, (_, index) => ({
  method: "POST",
  path: "/functions/v1/chat",
  headers: { "content-type": "application/json", "x-forwarded-for": visitor(4, index) },
  body: JSON.stringify({ message: "What are the SMS rates for the UAE and Saudi Arabia?" }),
}));
const page: AutocannonRequest[] = [{ method: "GET", path: "/", headers: { "accept-encoding": "br" } }];

// Every chat message here starts a conversation: the day's limit of them must not answer either.
const cluster = await startCluster(3, {
  CHAT_RATE_LIMIT_PER_MINUTE: "10000",
  CONVERSATIONS_PER_IP_PER_DAY: "1000000",
});
const rows: Row[] = [];
try {
  for (const size of [1, 3]) {
    await cluster.balance(size);
    for (const [name, requests] of [
      ["chat", chat],
      ["static /", page],
    ] as const) {
      const result = await autocannon({
        url: cluster.nginx.origin,
        connections,
        duration,
        requests: [...requests],
        warmup: { connections, duration: 2 },
      });
      rows.push({ name: `${name}, ${size} instance${size > 1 ? "s" : ""}`, result });
    }
  }
} finally {
  await cluster.stop();
}
console.info(
  `\nThrough nginx, ${connections} connections, ${duration} s each; ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(1)}`,
);
printTable(rows);
