/**
 * `npm run edge:serve`: the Supabase Edge Functions on this machine (decision 046).
 * Applies the migrations to DATABASE_URL (as `supabase db push` does for a hosted
 * project; the functions never migrate), then runs every function under Deno on
 * http://127.0.0.1:${EDGE_PORT:-54321}/functions/v1/<name>.
 */
import { spawn } from "node:child_process";
import { createDatabase } from "../../server/db/database.ts";
import { denoBin, denoEnv, edgeRunArgs } from "./deno.ts";

const databaseUrl = process.env.DATABASE_URL?.trim();
if (!databaseUrl || !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
  console.error("Set DATABASE_URL to a postgres:// URL: the Edge Functions run on PostgreSQL only.");
  process.exit(1);
}
const edgePort = process.env.EDGE_PORT?.trim() || "54321";
if (!/^\d+$/.test(edgePort) || Number(edgePort) > 65535) {
  console.error("EDGE_PORT must be a port number between 0 and 65535.");
  process.exit(1);
}

try {
  const database = await createDatabase({ databaseUrl, dataDir: "./data" });
  await database.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const child = spawn(denoBin(), edgeRunArgs, {
  stdio: "inherit",
  env: denoEnv({ ...process.env, DATABASE_URL: databaseUrl, EDGE_PORT: edgePort }),
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
