import { ApiError } from "@/lib/domain/http/api-errors";
import { MAX_RECEIPT_BYTES, sniffReceiptType } from "@/lib/domain/payments/receipt-file";
import { brandRoute } from "@/lib/server/http/brand-route";
import { orderCall, orderResponse, orderWithToken } from "@/lib/server/http/order-request";
import { receiptRefusal, receiptRefused, saveReceipt } from "@/lib/server/orders/receipt";

/** Room for the multipart framing around the file: boundaries and part headers are a few hundred bytes. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The body, read only up to `limit` bytes: a declared or streamed body beyond it is refused before it is
 * buffered, so an oversized upload cannot fill the server's memory. Null when it is too large.
 */
async function readCapped(request: Request, limit: number): Promise<Blob | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Blob(chunks);
}

/** The `file` part of a multipart body, or null when the body is not multipart or has no file. */
async function filePart(body: Blob, contentType: string | null): Promise<File | null> {
  const form = await new Response(body, { headers: { "content-type": contentType ?? "" } }).formData().catch(() => null);
  const file = form?.get("file");
  return file instanceof File ? file : null;
}

/**
 * POST /api/v1/orders/{id}/receipt?token= (multipart/form-data, field `file`) — the diner's proof of a
 * transfer for an order paid by payment receipt: PNG, JPEG, WebP or PDF up to 5 MB, told by its bytes.
 * A new upload replaces the previous one until the order is approved.
 */
export const POST = brandRoute({ ...orderCall, rateLimit: "receipt_upload" }, async ({ request, brand, params, query }) => {
  const { db, order } = await orderWithToken(brand, params.id, query.token);
  // Refused before the upload is read; checked again under the order's lock when it is stored.
  const refusal = receiptRefusal(order, new Date());
  if (refusal) throw receiptRefused(refusal);

  const tooLarge = () => new ApiError("receipt_too_large", `Receipts are limited to ${MAX_RECEIPT_BYTES / 1024 / 1024} MB`);
  const body = await readCapped(request, MAX_RECEIPT_BYTES + MULTIPART_OVERHEAD);
  if (!body) throw tooLarge();
  const file = await filePart(body, request.headers.get("content-type"));
  if (!file) throw new ApiError("bad_request", "Send the receipt as multipart/form-data in a field named file");
  if (file.size > MAX_RECEIPT_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffReceiptType(bytes);
  if (!type) throw new ApiError("receipt_type", "A receipt must be a PNG, JPEG or WebP image or a PDF");
  return orderResponse(db, await saveReceipt(db, brand.id, order, { bytes, type }));
});
