import { createServer, type IncomingMessage, type Server } from "node:http";
import { POST as gatewayEvents } from "@/app/api/payments/events/[gateway]/route";
import { params } from "./requests";

/** The app's gateway events route over HTTP, where a gateway's stand-in posts its webhooks as the real one would. */
export interface EventsRelay {
  /** host:port, for the notification URLs the app writes and the requests the tests make */
  host: string;
  close: () => Promise<void>;
}

async function toRequest(incoming: IncomingMessage, host: string): Promise<Request> {
  let body = "";
  for await (const chunk of incoming) body += String(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
  return new Request(`http://${host}${incoming.url}`, { method: incoming.method, headers, body });
}

/** Starts a relay on a free port of 127.0.0.1 in front of the events route handler. */
export async function startEventsRelay(): Promise<EventsRelay> {
  let host = "";
  const relay: Server = createServer((incoming, outgoing) => {
    void toRequest(incoming, host)
      .then(async (request) => {
        const gateway = /\/api\/payments\/events\/([^/?]+)/.exec(incoming.url ?? "")?.[1] ?? "";
        const response = await gatewayEvents(request, params({ gateway }));
        outgoing.writeHead(response.status, { "content-type": "application/json" });
        outgoing.end(await response.text());
      })
      .catch((error: unknown) => {
        console.error(error);
        outgoing.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(relay.address() as { port: number }).port}`;
  return { host, close: () => new Promise((resolve) => relay.close(() => resolve())) };
}
