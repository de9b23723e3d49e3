/**
 * At least once across a crash (decision 036): the real server in its own process
 * (embedded database in a temp DATA_DIR, port 3201) accepts a lead while the webhook
 * receiver stalls and the SMTP server is down, and is killed with SIGKILL in the
 * middle of the delivery. Started again with both up, it delivers the lead.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { startSmtpReceiver, startWebhookReceiver, waitFor } from "../../tests/support/notify-receivers.ts";
import { webhookSignature } from "./signature.ts";

const PORT = 3201;
const origin = `http://127.0.0.1:${PORT}`;
const root = fileURLToPath(new URL("../..", import.meta.url));
const SECRET = "sigkill-test-secret-16";
const children: ChildProcess[] = [];
let dataDir = "";

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Starts the server and resolves once it says it is ready. */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/serve-minimal-build.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_ORIGIN: origin,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
      return output.includes("Relaywave site ready");
    },
    60_000,
    "the server to start",
  );
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

describe("a lead accepted just before a SIGKILL", { timeout: 150_000 }, () => {
  it("is delivered by the restarted server", async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "relaywave-sigkill-"));
    // A port for the SMTP server that is down during the first run.
    const probe = await startSmtpReceiver();
    const smtpPort = probe.port;
    await probe.close();
    const stalled = await startWebhookReceiver({ hang: true });
    const env = {
      SMTP_URL: `smtp://notify:secret@127.0.0.1:${smtpPort}`,
      LEAD_NOTIFY_TO: "sales@relaywave.example",
      LEAD_NOTIFY_FROM: "leads@relaywave.example",
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${stalled.port}/hooks/leads`,
      LEAD_WEBHOOK_SECRET: SECRET,
    };

    const first = await startServer(env);
    const email = `kill.${randomUUID().slice(0, 8)}@example.com`;
    const response = await fetch(`${origin}/functions/v1/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({
        name: "Omar Haddad",
        email,
        company: "Gulf Freight",
        phone: "",
        country: "QA",
        service: "sms-services",
        message: "Please call me about SMS delivery receipts.",
        consent: true,
        website: "",
        idempotencyKey: `sigkill-${randomUUID()}`,
        sourcePath: "/contact",
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    // The webhook attempt is in flight (the receiver holds it) when the process dies.
    await waitFor(() => stalled.posts.length > 0, 10_000, "the first attempt");
    first.kill("SIGKILL");
    await exited(first);
    const port = stalled.port;
    await stalled.close();

    const receiver = await startWebhookReceiver({ port });
    const smtp = await startSmtpReceiver(smtpPort);
    const second = await startServer(env);
    try {
      await waitFor(() => receiver.posts.length > 0, 15_000, "the webhook after the restart");
      const [post] = receiver.posts;
      expect(JSON.parse(post?.body ?? "{}")).toMatchObject({ id, email });
      // Signed anew at this attempt: the header's own timestamp (a second may have turned since).
      const signature = String(post?.headers["x-relaywave-signature"]);
      const signedAt = Number(/^t=(\d+),/.exec(signature)?.[1]);
      expect(signature).toBe(webhookSignature(post?.body ?? "", SECRET, signedAt));
      expect(post?.headers["x-relaywave-delivery"]).toBe(stalled.posts[0]?.headers["x-relaywave-delivery"]);
      // The e-mail failed at once in the first run (connection refused): it is due again within 15 s.
      await waitFor(
        () => smtp.mails.some((mail) => mail.raw.includes(`E-mail: ${email}`)),
        20_000,
        "the e-mail",
      );
      expect(smtp.mails.filter((mail) => mail.raw.includes(`E-mail: ${email}`))).toHaveLength(1);
      expect(receiver.posts).toHaveLength(1);
    } finally {
      second.kill("SIGTERM");
      await exited(second);
      await receiver.close();
      await smtp.close();
    }
  });
});
