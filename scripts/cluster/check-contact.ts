/**
 * Concurrent contact posts through nginx while one instance is SIGKILLed and another
 * SIGTERMed (both restarted): clients retry what failed or went unanswered with the same
 * Idempotency-Key, and every acknowledged lead must be stored exactly once.
 */
import postgres from "postgres";
import type { Cluster } from "./cluster.ts";
import { postJson, visitor } from "./http.ts";
import { sleep } from "./wait.ts";

const LEADS = 150;
const CONCURRENCY = 15;
const ATTEMPTS = 8;

function lead(index: number, run: string) {
  return {
    name: `Cluster Visitor ${index}`,
    email: `visitor-${index}@example.com`,
    company: "Example Trading",
    phone: "+971 4 123 4567",
    country: "AE",
    service: "whatsapp-services",
    message: "We want to send order updates on WhatsApp to customers in the UAE.",
    consent: true,
    website: "",
    idempotencyKey: `cluster-${run}-${index}`,
    sourcePath: "/contact",
  };
}

export async function checkContactUnderKills(cluster: Cluster): Promise<string> {
  const run = Date.now().toString(36);
  const url = `${cluster.nginx.origin}/functions/v1/contact`;
  const acknowledged = new Set<string>();
  let retries = 0;
  /** Answers nginx got from another instance after the first failed (X-Upstream lists both). */
  let passedOn = 0;
  let next = 0;
  const killed = cluster.instances[0];
  const terminated = cluster.instances[1];
  if (!killed || !terminated) throw new Error("The contact check needs two instances.");
  const [toKill, toTerminate] = [killed, terminated];
  const disruptions: Promise<string | Error>[] = [];

  async function worker() {
    for (let index = next++; index < LEADS; index = next++) {
      const body = lead(index, run);
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const answer = await postJson(url, body, visitor(1, index));
        if (answer.upstream.includes(",")) passedOn++;
        if (answer.status === 201) {
          acknowledged.add(body.idempotencyKey);
          break;
        }
        if (answer.status >= 400 && answer.status < 500)
          throw new Error(`Lead ${index} was refused with ${answer.status}: ${answer.body}`);
        retries++;
        await sleep(100 * attempt);
      }
      // The disruptions start once the run is under way, while posts are in flight.
      if (index === Math.floor(LEADS / 4))
        disruptions.push(restartAfter(toKill, "SIGKILL").catch((error: Error) => error));
      if (index === Math.floor(LEADS / 2))
        disruptions.push(restartAfter(toTerminate, "SIGTERM").catch((error: Error) => error));
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const stops = await Promise.all(disruptions);
  const failed = stops.find((stop) => stop instanceof Error);
  if (failed) throw failed;

  const sql = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
  let rows: { key: string; copies: number }[];
  try {
    rows = await sql<{ key: string; copies: number }[]>`
      select idempotency_key as key, count(*)::int as copies from leads
      where idempotency_key like ${`cluster-${run}-%`} group by idempotency_key`;
  } finally {
    await sql.end({ timeout: 1 });
  }
  const stored = new Map(rows.map((row) => [row.key, row.copies]));
  const missing = [...acknowledged].filter((key) => stored.get(key) !== 1);
  const unacknowledged = rows.filter((row) => !acknowledged.has(row.key));
  if (acknowledged.size !== LEADS)
    throw new Error(
      `${LEADS - acknowledged.size} of ${LEADS} leads were never acknowledged after ${ATTEMPTS} attempts.`,
    );
  if (missing.length > 0)
    throw new Error(`${missing.length} acknowledged leads are not stored exactly once (e.g. ${missing[0]}).`);
  if (unacknowledged.length > 0)
    throw new Error(`${unacknowledged.length} stored leads were never acknowledged.`);
  return `${LEADS} leads acknowledged and stored once each; ${retries} client retries; ${passedOn} passed on by nginx; ${stops.join(", ")}`;
}

async function restartAfter(target: Cluster["instances"][number], signal: NodeJS.Signals): Promise<string> {
  const code = await target.stop(signal);
  if (signal === "SIGTERM" && code !== 0)
    throw new Error(`The SIGTERMed instance exited with ${code}:\n${target.log()}`);
  await target.start();
  return `${signal} instance exited ${code ?? "by signal"} and restarted`;
}
