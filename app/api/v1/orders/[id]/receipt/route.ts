import { MAX_RECEIPT_BYTES, sniffReceiptType } from "@/lib/domain/receipt-file";
import { apiError } from "@/lib/server/http/api-error";
import { orderFromRequest, orderResponse } from "@/lib/server/http/order-request";
import { ReceiptError, receiptRefusal, saveReceipt } from "@/lib/server/orders/receipt";

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
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const found = await orderFromRequest(request, params);
  if (found instanceof Response) return found;
  const { brand, db, order } = found;
  // Refused before the upload is read; checked again under the order's lock when it is stored.
  const refusal = receiptRefusal(order, new Date());
  if (refusal) return apiError(409, refusal, "This order does not take a payment receipt");

  const tooLarge = () => apiError(413, "receipt_too_large", `Receipts are limited to ${MAX_RECEIPT_BYTES / 1024 / 1024} MB`);
  const body = await readCapped(request, MAX_RECEIPT_BYTES + MULTIPART_OVERHEAD);
  if (!body) return tooLarge();
  const file = await filePart(body, request.headers.get("content-type"));
  if (!file) return apiError(400, "bad_request", "Send the receipt as multipart/form-data in a field named file");
  if (file.size > MAX_RECEIPT_BYTES) return tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffReceiptType(bytes);
  if (!type) return apiError(415, "receipt_type", "A receipt must be a PNG, JPEG or WebP image or a PDF");

  try {
    const saved = await saveReceipt(db, brand.id, order, { bytes, type });
    return await orderResponse(db, saved);
  } catch (error) {
    if (error instanceof ReceiptError) return apiError(error.status, error.code, "This order does not take a payment receipt");
    throw error;
  }
}
