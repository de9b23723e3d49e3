/**
 * Debian's nginx in front of the instances, as a balancer would be: a generated
 * config in a temp dir (`-p` prefix, `-e` error log, so no root and nothing under
 * /etc or /var), round robin over the instances with pooled keep-alive connections.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { waitFor } from "./wait.ts";

const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

/**
 * - `proxy_next_upstream error timeout non_idempotent`: a request whose instance refused the
 *   connection or dropped it (SIGKILL, a drain closing a pooled connection) is passed to the
 *   next instance, POSTs too: contact posts carry an Idempotency-Key, so a retry stores nothing
 *   twice (decision 049).
 * - The client address: the test's and the bench's clients stand for many visitors, so nginx
 *   takes it from the X-Forwarded-For that loopback clients send (as it would from a CDN's
 *   addresses) and passes it on; the instances run with TRUST_PROXY.
 * - `X-Upstream`: which instance answered, for the checks.
 */
export function nginxConfig(dir: string, port: number, upstreams: readonly number[]): string {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join("\n");
  return `${process.getuid?.() === 0 ? "user root root;\n" : ""}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream relaywave {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    set_real_ip_from 127.0.0.0/8;
    real_ip_header X-Forwarded-For;
    location / {
      proxy_pass http://relaywave;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout non_idempotent;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export interface Nginx {
  origin: string;
  stop(): Promise<void>;
}

export async function startNginx(dir: string, port: number, upstreams: readonly number[]): Promise<Nginx> {
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig(dir, port, upstreams));
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const origin = `http://127.0.0.1:${port}`;
  const errorLog = () =>
    `${stderr}${existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : ""}`;
  await waitFor(
    "nginx to listen",
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${errorLog()}`);
      return fetch(`${origin}/healthz`).then(
        () => true,
        () => false,
      );
    },
    10_000,
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    origin,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}
