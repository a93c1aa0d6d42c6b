import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the SMTP server received it: its envelope and its headers and body, decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  body: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) back to text. */
function decodeWords(value: string): string {
  return value.replace(/\s*=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : quotedPrintable(text.replace(/_/g, " ")),
  );
}

function quotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
}

/** A plain-text message as nodemailer writes it: headers unfolded and decoded, the body out of its transfer encoding. */
export function parseMail(raw: string): Pick<ReceivedMail, "headers" | "body"> {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoded = rest.join("\n\n");
  const encoding = headers["content-transfer-encoding"]?.toLowerCase();
  const body = encoding === "quoted-printable" ? quotedPrintable(encoded) : encoding === "base64" ? Buffer.from(encoded, "base64").toString("utf8") : encoded;
  return { headers, body: body.replace(/\r\n/g, "\n") };
}

/**
 * A local SMTP server for a test (smtp-server, from the nodemailer project): it keeps what it receives, refuses
 * recipients with 550 while `refusing` is set, and can be stopped and started again on the same port.
 */
export class LocalSmtp {
  readonly received: ReceivedMail[] = [];
  refusing = false;
  port = 0;
  private server?: SMTPServer;

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refusing) return callback();
        const refusal = Object.assign(new Error(`mailbox ${address.address} unavailable`), { responseCode: 550 });
        callback(refusal);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const envelope = session.envelope;
          this.received.push({
            envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
            envelopeTo: envelope.rcptTo.map((to) => to.address),
            ...parseMail(Buffer.concat(chunks).toString("utf8")),
          });
          callback();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
