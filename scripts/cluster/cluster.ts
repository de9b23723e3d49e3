/**
 * A throwaway cluster for `npm run test:cluster` and `npm run bench:cluster`: a PostgreSQL
 * server (tests/setup/postgres.ts), N `npm start` instances on its one DATABASE_URL with
 * TRUST_PROXY, and nginx in front of them, all on free 127.0.0.1 ports under one temp dir.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import startPostgres from "../../tests/setup/postgres.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { ensureCurrentBuild } from "../lib/ensure-build.ts";
import { type Instance, instance } from "./instance.ts";
import { type Nginx, startNginx } from "./nginx.ts";
import { waitFor } from "./wait.ts";

export interface Cluster {
  databaseUrl: string;
  instances: Instance[];
  nginx: Nginx;
  /**
   * Resolves once nginx routes to every instance again: after a restart it keeps sending
   * elsewhere for `fail_timeout`, and a pooled connection to the old process fails once more.
   */
  inRotation(): Promise<void>;
  /** Puts nginx in front of the first `count` instances only (the bench's 1 vs 3). */
  balance(count: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(size: number, env: Record<string, string> = {}): Promise<Cluster> {
  // Once here, so that the instances never build at the same time.
  ensureCurrentBuild(path.resolve("build", "client"));
  const dir = mkdtempSync(path.join(tmpdir(), "relaywave-cluster-"));
  let databaseUrl = "";
  const stopPostgres = await startPostgres({
    provide: (_key, url) => {
      databaseUrl = url ?? "";
    },
  });
  if (!databaseUrl) throw new Error("PostgreSQL is not installed (bash scripts/ensure-postgres.sh).");
  const instances: Instance[] = [];
  for (let index = 0; index < size; index++) {
    instances.push(
      instance(path.join(dir, `instance-${index + 1}`), await freePort(), {
        ...env,
        DATABASE_URL: databaseUrl,
        TRUST_PROXY: "true",
      }),
    );
  }
  // The first migrates; the others then start together (migrations are serialised anyway).
  await instances[0]?.start();
  await Promise.all(instances.slice(1).map((one) => one.start()));
  const nginxPort = await freePort();
  let nginx = await startNginx(
    path.join(dir, "nginx"),
    nginxPort,
    instances.map((one) => one.port),
  );
  const cluster: Cluster = {
    databaseUrl,
    instances,
    nginx,
    async inRotation() {
      const wanted = new Set(instances.map((one) => `127.0.0.1:${one.port}`));
      const seen = new Set<string>();
      await waitFor(
        "nginx to route to every instance",
        async () => {
          const response = await fetch(`${nginx.origin}/healthz`).catch(() => null);
          const upstream = response?.headers.get("x-upstream") ?? "";
          if (response?.ok && wanted.has(upstream)) seen.add(upstream);
          return seen.size === wanted.size;
        },
        15_000,
      );
    },
    async balance(count) {
      await nginx.stop();
      nginx = await startNginx(
        path.join(dir, "nginx"),
        nginxPort,
        instances.slice(0, count).map((one) => one.port),
      );
      cluster.nginx = nginx;
    },
    async stop() {
      await nginx.stop();
      await Promise.all(instances.map((one) => one.stop("SIGTERM")));
      await stopPostgres?.();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
