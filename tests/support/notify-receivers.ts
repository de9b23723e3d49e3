/**
 * The other ends of the lead notifications, for tests: a real SMTP server
 * (smtp-server, no TLS, any login accepted) and a real HTTP webhook receiver
 * (node:http), both on 127.0.0.1 with a port of the system's choosing.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and body), quoted-printable soft line breaks removed. */
  raw: string;
}

export async function startSmtpReceiver(port = 0) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks)
            .toString("utf8")
            .replace(/=\r?\n/g, ""),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = (server as unknown as { server: Server }).server.address() as AddressInfo;
  return {
    mails,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedPost {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * `statuses` answers the requests in turn (then 200); "hang" never answers at all,
 * like a receiver that accepted the connection and stalled.
 */
export async function startWebhookReceiver(
  options: { statuses?: number[]; hang?: boolean; port?: number } = {},
) {
  const posts: ReceivedPost[] = [];
  const statuses = [...(options.statuses ?? [])];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      posts.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      if (options.hang) return;
      response.writeHead(statuses.shift() ?? 200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  return {
    posts,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Resolves once `done()` holds, polling every 50 ms; rejects after `timeoutMs`. */
export async function waitFor(
  done: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
