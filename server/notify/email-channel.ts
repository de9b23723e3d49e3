/**
 * Lead e-mails over SMTP_URL with nodemailer, to LEAD_NOTIFY_TO from LEAD_NOTIFY_FROM.
 * The Message-ID is derived from the outbox row, so a repeat after a crash carries the
 * same one (mail systems and clients may fold the duplicates); Reply-To is the lead.
 */
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { encodeWord } from "nodemailer/lib/mime-funcs";
import { conversationConsoleUrl, leadConsoleUrl } from "../../contracts/console-urls.ts";
import type { TranscriptExcerpt } from "../db/conversations-repository.ts";
import type { ClaimedDelivery } from "../db/outbox-repository.ts";
import type { NotifyConfig } from "../env.ts";
import type { Channel } from "./channel.ts";
import { leadEmail } from "./lead-email.ts";
import { notifiedTranscripts, type Transcripts } from "./notified-transcripts.ts";
import { DELIVERY_HEADER } from "./signature.ts";

/** nodemailer waits 2 minutes to connect and 10 of silence by default: far beyond the lease. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The whole subject as base64 encoded words (RFC 2047), always (decision 053). nodemailer
 * leaves a valid encoded word that a visitor typed (`=?utf-8?q?Urgent=3A_wire_money?=`) as it
 * is, and mail clients would decode it into other words; inside an encoded word it is text,
 * and clients decode once. 52: nodemailer's own length per word, so no header line is too long.
 */
export const literalSubject = (subject: string) => encodeWord(subject, "B", 52);

/** The message nodemailer sends for one delivery; `excerpt`: the latest turns of the lead's conversation. */
export function leadMail(
  delivery: ClaimedDelivery,
  config: NonNullable<NotifyConfig["email"]>,
  siteOrigin: string,
  excerpt?: TranscriptExcerpt,
): Mail.Options {
  const { lead } = delivery;
  const conversation =
    lead.conversationId && excerpt
      ? { ...excerpt, url: conversationConsoleUrl(siteOrigin, lead.conversationId) }
      : undefined;
  const message = leadEmail(lead, leadConsoleUrl(siteOrigin, lead.id), conversation);
  return {
    from: config.from,
    to: config.to,
    replyTo: lead.email,
    ...message,
    subject: literalSubject(message.subject),
    messageId: `<${delivery.id}@lead-notify.relaywave>`,
    headers: { [DELIVERY_HEADER]: delivery.id },
  };
}

export function createEmailChannel(
  config: NonNullable<NotifyConfig["email"]>,
  siteOrigin: string,
  transcripts: Transcripts,
): Channel {
  const transporter = nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS });
  // Send errors come back from sendMail; an emitted one must not become an uncaught exception.
  transporter.on("error", (error) => console.error(`Notify: the SMTP transport failed: ${error.message}`));
  return {
    async send(delivery, signal) {
      const { conversationId } = delivery.lead;
      const excerpt = conversationId
        ? (await notifiedTranscripts(transcripts, conversationId)).get(conversationId)
        : undefined;
      await transporter.sendMail({
        ...leadMail(delivery, config, siteOrigin, excerpt),
        // nodemailer 10 honours it (closes the connection); @types/nodemailer 8 does not list it yet.
        ...({ signal } as object),
      });
    },
    close: () => transporter.close(),
  };
}
