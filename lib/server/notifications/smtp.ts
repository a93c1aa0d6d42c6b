import "server-only";
import type { Env } from "../env";
import type { Transport } from "./outbox";

type SmtpEnv = Pick<Env, "SMTP_URL" | "SMTP_HOST" | "SMTP_PORT" | "SMTP_USER" | "SMTP_PASS" | "SMTP_SECURE" | "MAIL_FROM">;

/** Whether this deployment sends its email over SMTP (env.ts has checked the rest is there). */
export function smtpConfigured(e: SmtpEnv): boolean {
  return Boolean((e.SMTP_URL || e.SMTP_HOST) && e.MAIL_FROM);
}

/** MAIL_FROM's parts: `Comanda <hola@comanda.app>` or `hola@comanda.app`. */
export function mailFrom(text: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(text);
  return match ? { name: match[1]!.replace(/^"|"$/g, ""), address: match[2]! } : { name: "", address: text.trim() };
}

// a slow or silent server is a failure to retry, not a stuck delivery run
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Email through an SMTP server (nodemailer): plain text, From the brand's name at MAIL_FROM's address (a brand's
 * own domain would fail the deployment's SPF and DKIM), Reply-To the brand's contact email. Any refusal (a 4xx or
 * 5xx reply, a connection refused, a timeout) throws, so the outbox keeps the message and tries again.
 * Answers "smtp:{message id}"; the id is the outbox row's, so a message sent twice is one to the mailbox's eyes.
 */
export function smtpTransport(e: SmtpEnv): Transport {
  const from = mailFrom(e.MAIL_FROM ?? "");
  const domain = from.address.split("@")[1] ?? "localhost";
  const secure = e.SMTP_SECURE ?? false;
  const server = e.SMTP_URL
    ? { url: e.SMTP_URL }
    : { host: e.SMTP_HOST, port: e.SMTP_PORT ?? (secure ? 465 : 587), secure, auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASS } : undefined };
  let mailer: ReturnType<typeof connect> | undefined;
  async function connect() {
    const { createTransport } = await import("nodemailer");
    return createTransport({ ...server, ...TIMEOUTS });
  }
  return {
    async send(message) {
      mailer ??= connect();
      const sender = message.sender;
      const messageId = `<outbox-${message.id}@${domain}>`;
      const info = await (await mailer).sendMail({
        from: { name: sender?.name || from.name, address: from.address },
        replyTo: sender?.replyTo ?? undefined,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        messageId,
      });
      if (info.rejected.length) throw new Error(`SMTP refused ${message.recipient}: ${info.response}`);
      return `smtp:${messageId}`;
    },
  };
}
