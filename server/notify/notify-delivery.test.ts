/**
 * Lead notifications end to end in one process: the embedded database with both
 * channels on, the worker, a real SMTP server and a real HTTP receiver on 127.0.0.1.
 * The backoff base is 200 ms here (production: 10 s) so retries come at once.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver, startWebhookReceiver, waitFor } from "../../tests/support/notify-receivers.ts";
import type { Database } from "../db/database.ts";
import { createDatabase } from "../db/database.ts";
import type { NewLead } from "../db/leads-repository.ts";
import { loadConfig } from "../env.ts";
import { enabledChannels } from "./enabled-channels.ts";
import { startLeadNotifier } from "./notifier.ts";
import type { NotifyWorker } from "./worker.ts";

const SECRET = "webhook-secret-for-tests";
const fast = { baseMs: 200, maxDelayMs: 1_000, giveUpAfterMs: 60_000 };
const quiet = { info: () => {}, error: () => {} };

let dataDir: string;
let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let worker: NotifyWorker | null = null;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "relaywave-notify-"));
  smtp = await startSmtpReceiver();
  database = await createDatabase({ databaseUrl: null, dataDir, notifyChannels: ["email", "webhook"] });
}, 60_000);

afterEach(async () => {
  await worker?.stop();
  await receiver?.close();
  worker = null;
  receiver = null;
});

afterAll(async () => {
  await database?.close();
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(receiverOptions: Parameters<typeof startWebhookReceiver>[0], giveUpAfterMs = 60_000) {
  receiver = await startWebhookReceiver(receiverOptions);
  const config = loadConfig({
    SITE_ORIGIN: "https://relaywave.example",
    SMTP_URL: `smtp://notify:secret@127.0.0.1:${smtp.port}`,
    LEAD_NOTIFY_TO: "sales@relaywave.example",
    LEAD_NOTIFY_FROM: "Relaywave <leads@relaywave.example>",
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/hooks/leads`,
    LEAD_WEBHOOK_SECRET: SECRET,
  });
  expect(enabledChannels(config.notify)).toEqual(["email", "webhook"]);
  worker = startLeadNotifier(database, config, {
    backoff: { ...fast, giveUpAfterMs },
    pollIntervalMs: 100,
    log: quiet,
  });
  return receiver;
}

function newLead(): NewLead {
  const tag = randomUUID().slice(0, 8);
  return {
    name: "Amina Rahman",
    email: `amina.${tag}@example.com`,
    company: "Desert Logistics",
    phone: "+97141234567",
    country: "AE",
    service: "whatsapp-services",
    message: "We need WhatsApp notifications for deliveries.",
    consent: true,
    idempotencyKey: `notify-${tag}`,
    sourcePath: "/contact",
    userAgent: null,
  };
}

/**
 * How server/notify/README.md tells a receiver to verify a delivery, verbatim: the signature
 * over "t.body", compared in constant time, and nothing older than five minutes (decision 053).
 */
function verifyRelaywaveSignature(
  header: string,
  rawBody: string,
  secret: string,
  now = Date.now(),
): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${parts.t}.${rawBody}`).digest("hex");
  const given = String(parts.v1 ?? "");
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

const mailsFor = (email: string) => smtp.mails.filter((mail) => mail.raw.includes(`E-mail: ${email}`));

describe("lead notifications", { timeout: 30_000 }, () => {
  it("sends one e-mail to LEAD_NOTIFY_TO and one signed webhook POST for a new lead, within 10 s", async () => {
    const hook = await start({});
    const started = Date.now();
    const { lead } = await database.leads.insert(newLead());
    await waitFor(
      () => mailsFor(lead.email).length > 0 && hook.posts.length > 0,
      10_000,
      "both notifications",
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    await new Promise((resolve) => setTimeout(resolve, 500)); // Any repeat would arrive now.

    const mails = mailsFor(lead.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(["sales@relaywave.example"]);
    expect(mails[0]?.from).toBe("leads@relaywave.example");
    expect(mails[0]?.raw).toContain(`Reply-To: ${lead.email}`);
    // The body is quoted-printable ("=" is "=3D", long lines end in a soft "=" break).
    const mailText = (mails[0]?.raw ?? "")
      .replaceAll("=\r\n", "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(mailText).toContain(`https://relaywave.example/admin/lead?id=${lead.id}`);

    expect(hook.posts).toHaveLength(1);
    const [post] = hook.posts;
    const signature = String(post?.headers["x-relaywave-signature"]);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyRelaywaveSignature(signature, post?.body ?? "", SECRET)).toBe(true);
    // A captured delivery replayed later than five minutes, or changed, or under another secret, is refused.
    expect(verifyRelaywaveSignature(signature, post?.body ?? "", SECRET, Date.now() + 301_000)).toBe(false);
    expect(verifyRelaywaveSignature(signature, `${post?.body} `, SECRET)).toBe(false);
    expect(verifyRelaywaveSignature(signature, post?.body ?? "", `${SECRET}!`)).toBe(false);
    expect(post?.headers["content-type"]).toBe("application/json");
    const body = JSON.parse(post?.body ?? "{}");
    expect(body).toMatchObject({ id: lead.id, email: lead.email, name: lead.name, source: "contact-form" });
    expect(body).not.toHaveProperty("bodyHash");

    const deliveries = await database.outbox.deliveriesForLead(lead.id);
    expect(deliveries.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ["email", "delivered", 1],
      ["webhook", "delivered", 1],
    ]);
    expect(post?.headers["x-relaywave-delivery"]).toBe(deliveries[1]?.id);
  });

  it("sends only the latest 10 turns of a long conversation, each cut short, with the transcript's link", async () => {
    const hook = await start({});
    const conversation = database.conversations.start(null);
    for (let i = 1; i <= 30; i++)
      database.conversations.append(
        conversation,
        `Question ${i}: ${"q".repeat(1900)}`,
        { content: `Answer ${i}`, sources: [] },
        {},
      );
    await database.conversations.flush();
    const { lead } = await database.leads.insert({
      ...newLead(),
      conversationId: conversation.id,
      source: "assistant",
    });
    await waitFor(
      () => mailsFor(lead.email).length > 0 && hook.posts.length > 0,
      10_000,
      "both notifications",
    );
    const body = JSON.parse(hook.posts[0]?.body ?? "{}") as {
      transcript: { content: string }[];
      transcriptTurns: number;
      transcriptUrl: string;
    };
    const url = `https://relaywave.example/admin/conversation?id=${conversation.id}`;
    expect(body.transcript).toHaveLength(10);
    expect(body.transcript.at(-1)?.content).toBe("Answer 30");
    expect(body.transcript[0]?.content).toMatch(/^Question 26: q+…$/);
    expect(body.transcript.every((turn) => turn.content.length <= 500)).toBe(true);
    expect(body).toMatchObject({ transcriptTurns: 60, transcriptUrl: url });
    expect(hook.posts[0]?.body.length).toBeLessThan(10_000);
    const mail = (mailsFor(lead.email)[0]?.raw ?? "")
      .replaceAll("=\r\n", "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(mail).toContain("Conversation with the assistant (the latest 10 of 60 turns):");
    expect(mail).toContain("Assistant: Answer 30");
    expect(mail).not.toContain("Question 20:");
    expect(mail).toContain(`Read the whole conversation: ${url}`);
    expect(mail.length).toBeLessThan(30_000);
  });

  it("sends the lead again, with the same delivery id, to a receiver that answered 500", async () => {
    const hook = await start({ statuses: [500] });
    const { lead } = await database.leads.insert(newLead());
    await waitFor(() => hook.posts.length >= 2, 10_000, "the retry");
    const [first, second] = hook.posts;
    expect(second?.body).toBe(first?.body);
    expect(JSON.parse(second?.body ?? "{}").email).toBe(lead.email);
    expect(second?.headers["x-relaywave-delivery"]).toBe(first?.headers["x-relaywave-delivery"]);
    await waitFor(() => mailsFor(lead.email).length > 0, 10_000, "the e-mail");
    const webhook = (await database.outbox.deliveriesForLead(lead.id))[1];
    expect(webhook).toMatchObject({ channel: "webhook", status: "delivered", attempts: 2 });
  });

  it("gives up after the configured time and shows the last error", async () => {
    const hook = await start({ statuses: Array(100).fill(503) }, 1_000);
    const { lead } = await database.leads.insert(newLead());
    const webhook = async () => (await database.outbox.deliveriesForLead(lead.id))[1];
    await waitFor(async () => (await webhook())?.status === "given-up", 10_000, "the give-up");
    const row = await webhook();
    expect(row).toMatchObject({ lastError: "The webhook answered HTTP 503.", nextAttemptAt: null });
    expect(row?.attempts).toBeGreaterThanOrEqual(2);
    expect(hook.posts.length).toBe(row?.attempts);
  });
});
