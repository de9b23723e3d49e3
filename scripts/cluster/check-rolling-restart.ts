/**
 * A rolling restart under load: each instance in turn gets SIGTERM, drains, exits 0 and
 * is started again, while clients keep asking nginx for pages, assets and chat answers.
 * Not one request may fail.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Cluster } from "./cluster.ts";
import { type Answer, postJson, send, visitor } from "./http.ts";

const CONCURRENCY = 8;

export async function checkRollingRestart(cluster: Cluster): Promise<string> {
  await cluster.inRotation();
  const origin = cluster.nginx.origin;
  const asset = readdirSync(path.resolve("build", "client", "assets")).find((name) => name.endsWith(".css"));
  const requests: (() => Promise<Answer>)[] = [
    () => send(`${origin}/`, { clientIp: "10.3.0.1" }),
    () => send(`${origin}/assets/${asset}`, { clientIp: "10.3.0.1" }),
    // A new visitor each time, so the chat limit never answers.
    () =>
      postJson(`${origin}/functions/v1/chat`, { message: "Do you offer OTP SMS?" }, visitor(3, ++visitors)),
  ];
  let visitors = 0;
  let sent = 0;
  const failures: string[] = [];
  let running = true;
  async function worker(offset: number) {
    for (let turn = offset; running; turn++) {
      const answer = await (requests[turn % requests.length] as () => Promise<Answer>)();
      sent++;
      if (answer.status !== 200)
        failures.push(`${answer.status || "no answer"} from ${answer.upstream || "nginx"}`);
    }
  }
  const load = Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => worker(index)));
  const restarts: string[] = [];
  try {
    for (const one of cluster.instances) {
      const started = Date.now();
      const code = await one.stop("SIGTERM");
      if (code !== 0) throw new Error(`An instance exited with ${code} after SIGTERM:\n${one.log()}`);
      await one.start();
      // As a deployment would, wait until the balancer sends to it again before the next one.
      await cluster.inRotation();
      restarts.push(`${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    running = false;
    await load;
  }
  if (failures.length > 0)
    throw new Error(
      `${failures.length} of ${sent} requests failed during the rolling restart: ${failures.slice(0, 5).join("; ")}`,
    );
  return `${sent} requests, 0 failed; ${cluster.instances.length} instances restarted in turn (${restarts.join(", ")})`;
}
