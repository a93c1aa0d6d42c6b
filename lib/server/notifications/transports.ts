import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "../env";
import type { OutboxChannel, Transport } from "./outbox";
import { smsOutboxTransport, twilioTransport } from "./sms";
import { smtpConfigured, smtpTransport } from "./smtp";

/**
 * An email provider behind an HTTP hook (Postmark, Resend, SES through a relay…): each message is POSTed as
 * JSON {to, subject, text}; anything but a 2xx is a failure to retry.
 */
export function webhookTransport(url: string): Transport {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": `outbox-${message.id}` },
        body: JSON.stringify({ to: message.recipient, subject: message.subject, text: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`mail webhook answered ${response.status}`);
      return "webhook";
    },
  };
}

/**
 * Without a provider, the local mailbox: each message a readable file under DATA_DIR/mailbox
 * (000012-booking_confirmation.eml), so a brand trying Comanda on its laptop reads what diners would get.
 */
export function mailboxTransport(dir: string): Transport {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${String(message.id).padStart(6, "0")}-${message.kind}.eml`);
      const headers = [`To: ${message.recipient}`, `Subject: ${message.subject}`, "Content-Type: text/plain; charset=utf-8"].join("\n");
      await writeFile(file, `${headers}\n\n${message.body}\n`);
      return path.join(path.basename(dir), path.basename(file));
    },
  };
}

/** Each message to the transport of its channel. */
export function channelTransport(transports: Record<OutboxChannel, Transport>): Transport {
  return { send: (message) => transports[message.channel].send(message) };
}

/** Email over SMTP or to MAIL_WEBHOOK_URL when set (env.ts allows one), else the local mailbox; SMS to Twilio when configured, else DATA_DIR/sms. */
export function activeTransport(): Transport {
  const e = env();
  const data = (folder: string) => path.resolve(/*turbopackIgnore: true*/ e.DATA_DIR, folder);
  return channelTransport({
    email: smtpConfigured(e) ? smtpTransport(e) : e.MAIL_WEBHOOK_URL ? webhookTransport(e.MAIL_WEBHOOK_URL) : mailboxTransport(data("mailbox")),
    sms: e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM ? twilioTransport(e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM) : smsOutboxTransport(data("sms")),
  });
}
