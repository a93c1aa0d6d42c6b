import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Wompi's API (a third party we cannot reach here), built from its documented calls:
 * GET /v1/transactions/{id} answers `{ data: transaction }`; POST /v1/transactions/{id}/void (the account's private
 * key as Bearer, `amount_in_cents` for part of it) voids an approved card transaction and answers
 * `{ data: { id, status: "APPROVED", transaction } }`, 401 without the key, 404 for an unknown transaction, 422 with
 * `{ error: { type: "INPUT_VALIDATION_ERROR", messages } }` for more than is left. `voids` records every void it did.
 */
export class WompiStandIn {
  readonly transactions = new Map<string, Record<string, unknown>>();
  readonly voids: { transaction: string; amountInCents: number; key: string | null }[] = [];
  privateKey = "prv_test_LlavePrivadaDePrueba01";
  /** answer every void with this status instead (a gateway down: 503) */
  failWith: number | null = null;
  private server?: Server;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/v1`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(({ status, body }) => {
        // one connection per call: a kept-alive socket the server times out as the next POST reuses it fails that POST
        response.writeHead(status, { "content-type": "application/json", connection: "close" });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const match = /^\/v1\/transactions\/([^/]+)(\/void)?$/.exec(request.url ?? "");
    const found = match ? this.transactions.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match?.[2]) return found ? { status: 200, body: { data: found } } : { status: 404, body: { error: { type: "NOT_FOUND_ERROR" } } };
    let text = "";
    for await (const chunk of request) text += chunk;
    if (this.failWith) return { status: this.failWith, body: {} };
    if (request.headers.authorization !== `Bearer ${this.privateKey}`) return { status: 401, body: { error: { type: "INVALID_ACCESS_TOKEN", reason: "Se esperaba una llave privada" } } };
    if (!found) return { status: 404, body: { error: { type: "NOT_FOUND_ERROR", reason: "La entidad solicitada no existe" } } };
    const id = String(found.id);
    const voided = this.voids.filter((done) => done.transaction === id).reduce((sum, done) => sum + done.amountInCents, 0);
    const left = Number(found.amount_in_cents) - voided;
    const asked = (JSON.parse(text || "{}") as { amount_in_cents?: number }).amount_in_cents ?? left;
    if (found.status !== "APPROVED" || found.payment_method_type !== "CARD" || asked <= 0 || asked > left) {
      return { status: 422, body: { error: { type: "INPUT_VALIDATION_ERROR", messages: { amount_in_cents: [`Debe ser como máximo ${left}`] } } } };
    }
    const key = typeof request.headers["idempotency-key"] === "string" ? request.headers["idempotency-key"] : null;
    this.voids.push({ transaction: id, amountInCents: asked, key });
    const transaction = { ...found, status: asked === left ? "VOIDED" : "APPROVED" };
    return { status: 201, body: { data: { id: `void_${this.voids.length}`, status: "APPROVED", transaction } } };
  }
}
