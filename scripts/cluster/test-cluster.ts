/**
 * `npm run test:cluster`: nginx in front of three `npm start` instances on one
 * PostgreSQL (scripts/cluster/cluster.ts), driven through nginx (decision 049):
 * contact posts survive a SIGKILL and a SIGTERM, the chat limit holds across
 * instances, and a rolling restart under load fails no request. Prints a summary;
 * exits 1 when a check fails. Builds first only when there is no current build.
 */
import { checkChatLimitAcrossInstances } from "./check-chat-limit.ts";
import { checkContactUnderKills } from "./check-contact.ts";
import { checkRollingRestart } from "./check-rolling-restart.ts";
import { type Cluster, startCluster } from "./cluster.ts";

const checks: [string, (cluster: Cluster) => Promise<string>][] = [
  ["Contact posts with a SIGKILL and a SIGTERM mid-run", checkContactUnderKills],
  ["Chat limit counted across instances", checkChatLimitAcrossInstances],
  ["Rolling restart under load", checkRollingRestart],
];

const started = Date.now();
// The rolling restart's clients start many conversations; the chat limit under test is the minute's.
const cluster = await startCluster(3, { CONVERSATIONS_PER_IP_PER_DAY: "1000000" });
console.info(
  `Cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx ${cluster.nginx.origin} -> ${cluster.instances.map((one) => one.port).join(", ")}`,
);
const results: { name: string; ok: boolean; detail: string }[] = [];
try {
  for (const [name, check] of checks) {
    const at = Date.now();
    try {
      const detail = await check(cluster);
      results.push({ name, ok: true, detail: `${detail} (${((Date.now() - at) / 1000).toFixed(1)} s)` });
    } catch (error) {
      results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  }
} finally {
  await cluster.stop();
}
console.info("\nCluster test summary");
for (const { name, ok, detail } of results) console.info(`${ok ? "PASS" : "FAIL"}  ${name}: ${detail}`);
const failed = results.filter((result) => !result.ok).length;
console.info(
  `${results.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed > 0 ? 1 : 0);
