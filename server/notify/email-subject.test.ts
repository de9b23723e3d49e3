/**
 * The lead e-mail's subject reads exactly as the visitor typed it in every mail client
 * (decision 053): an encoded word typed into a name is not decoded into something else.
 * The message is built by nodemailer as the SMTP channel sends it, and its Subject header
 * decoded the way RFC 2047 readers do.
 */
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import type { Lead } from "../../contracts/admin-api.ts";
import type { ClaimedDelivery } from "../db/outbox-repository.ts";
import { leadMail } from "./email-channel.ts";

const lead: Lead = {
  id: "0b6f3c1e-3d4a-4c47-9a51-4f7f2f1f9a10",
  createdAt: "2026-11-22T10:00:00.000Z",
  name: "=?utf-8?q?Urgent=3A_wire_money?=",
  email: "amina@example.com",
  company: null,
  phone: null,
  country: null,
  service: null,
  message: "Hello",
  consent: true,
  idempotencyKey: "k",
  sourcePath: null,
  locale: "en",
  userAgent: null,
  conversationId: null,
  source: "contact-form",
};

const delivery = (name: string, company: string | null = null): ClaimedDelivery => ({
  id: "11111111-2222-4333-8444-555555555555",
  channel: "email",
  attempts: 1,
  createdAt: new Date(),
  lead: { ...lead, name, company },
});

const config = {
  smtpUrl: "smtp://127.0.0.1:1",
  to: ["sales@relaywave.example"],
  from: "leads@relaywave.example",
};

/** What a mail client shows: the header unfolded, each encoded word decoded, the space between two dropped. */
function decodeSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  const unfolded = header.replace(/\r\n(?=[ \t])/g, "");
  return unfolded
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

async function sentSubject(name: string, company: string | null = null): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(
    leadMail(delivery(name, company), config, "https://relaywave.example"),
  );
  return decodeSubject(String(info.message));
}

describe("the lead e-mail's subject", () => {
  it.each([
    ["an encoded word", "=?utf-8?q?Urgent=3A_wire_money?="],
    ["a base64 encoded word", "=?UTF-8?B?V2lyZSBtb25leSBub3c=?="],
    ["plain ASCII", "Amina Rahman"],
    ["another script", "أمينة رحمن"],
    ["a long name", "Amina Rahman Abdullah Al-Sayed Bin Khalid Al-Mansouri of Desert Trading"],
  ])("shows %s literally", async (_what, name) => {
    expect(await sentSubject(name, "Desert & Co")).toBe(
      `New lead: ${name} <amina@example.com> (Desert & Co)`,
    );
  });
});
