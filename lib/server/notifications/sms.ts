import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transport } from "./outbox";

/*
 * Where SMS go (the phone verification codes). One real provider, Twilio through its official
 * library, and without it a local outbox a developer reads: never a silent no-op.
 */

/** Twilio's Messages API; `from` is a number in E.164 or a Messaging Service SID. Answers "twilio:{message sid}". */
export function twilioTransport(accountSid: string, authToken: string, from: string): Transport {
  return {
    async send(message) {
      const { default: twilio } = await import("twilio");
      const client = twilio(accountSid, authToken, { timeout: 10_000 });
      const sender = from.startsWith("MG") ? { messagingServiceSid: from } : { from };
      const sent = await client.messages.create({ to: message.recipient, body: message.body, ...sender });
      return `twilio:${sent.sid}`;
    },
  };
}

/** Each SMS a readable file under `dir` (000012-phone_verification.sms), and a line in the server's log naming it. */
export function smsOutboxTransport(dir: string): Transport {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${String(message.id).padStart(6, "0")}-${message.kind}.sms`);
      await writeFile(file, `To: ${message.recipient}\n\n${message.body}\n`);
      // the file's name, not its path: the log says where in DATA_DIR, never where DATA_DIR is
      const name = path.join(path.basename(dir), path.basename(file));
      console.info(`SMS to ${message.recipient} not sent (no TWILIO_ variables): written to DATA_DIR/${name}`);
      return name;
    },
  };
}
