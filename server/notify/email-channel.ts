/**
 * Lead e-mails over SMTP_URL with nodemailer, to LEAD_NOTIFY_TO from LEAD_NOTIFY_FROM.
 * The Message-ID is derived from the outbox row, so a repeat after a crash carries the
 * same one (mail systems and clients may fold the duplicates); Reply-To is the lead.
 */
import nodemailer from "nodemailer";
import { leadConsoleUrl } from "../../app/admin/urls.ts";
import type { NotifyConfig } from "../env.ts";
import type { Channel } from "./channel.ts";
import { leadEmail } from "./lead-email.ts";
import { DELIVERY_HEADER } from "./signature.ts";

/** nodemailer waits 2 minutes to connect and 10 of silence by default: far beyond the lease. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createEmailChannel(config: NonNullable<NotifyConfig["email"]>, siteOrigin: string): Channel {
  const transporter = nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS });
  // Send errors come back from sendMail; an emitted one must not become an uncaught exception.
  transporter.on("error", (error) => console.error(`Notify: the SMTP transport failed: ${error.message}`));
  return {
    async send(delivery, signal) {
      const { lead } = delivery;
      const message = leadEmail(lead, leadConsoleUrl(siteOrigin, lead.id));
      await transporter.sendMail({
        from: config.from,
        to: config.to,
        replyTo: lead.email,
        ...message,
        messageId: `<${delivery.id}@lead-notify.relaywave>`,
        headers: { [DELIVERY_HEADER]: delivery.id },
        // nodemailer 10 honours it (closes the connection); @types/nodemailer 8 does not list it yet.
        ...({ signal } as object),
      });
    },
    close: () => transporter.close(),
  };
}
