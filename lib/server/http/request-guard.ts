import "server-only";
import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { apiErrorBody, type ApiError } from "@/lib/domain/http/api-errors";
import { ANSWERED_METHODS, requestRefusal } from "@/lib/domain/http/request-refusal";

const INSTALLED = Symbol.for("comanda.request-guard");

function refuse(response: ServerResponse, refusal: ApiError): void {
  const body = JSON.stringify(apiErrorBody(refusal));
  response.writeHead(refusal.status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...(refusal.code === "method_not_allowed" ? { allow: ANSWERED_METHODS.join(", ") } : {}),
  });
  response.end(body);
}

/**
 * Next turns every call into a WHATWG Request before the proxy runs, and that constructor throws on TRACE
 * or CONNECT; a path like `/%ff` fails its decoding later. Both end as 500s no route or proxy can catch, so
 * the server's own request event refuses them first (lib/domain/http/request-refusal.ts). Installed once per
 * process from instrumentation.ts.
 */
export function installRequestGuard(): void {
  const proto = Server.prototype as Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const refusal = requestRefusal(request.method, request.url);
      if (refusal) {
        refuse(response, refusal);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as Server["emit"];
}
