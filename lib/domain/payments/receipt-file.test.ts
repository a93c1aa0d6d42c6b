import { MAX_RECEIPT_BYTES, receiptExtension, sniffReceiptType } from "./receipt-file";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

describe("sniffReceiptType", () => {
  it("recognises PNG, JPEG, WebP and PDF by their first bytes", () => {
    expect(sniffReceiptType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe("image/png");
    expect(sniffReceiptType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("image/jpeg");
    expect(sniffReceiptType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffReceiptType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("rejects files that only claim to be images: HTML, SVG, executables, other RIFF files, text", () => {
    expect(sniffReceiptType(bytes("<!doctype html><script>"))).toBeNull();
    expect(sniffReceiptType(bytes('<?xml version="1.0"?><svg'))).toBeNull();
    expect(sniffReceiptType(bytes("<svg xmlns="))).toBeNull();
    expect(sniffReceiptType(bytes("MZ", [0x90, 0, 3, 0]))).toBeNull();
    expect(sniffReceiptType(bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffReceiptType(bytes("Comprobante de pago.png"))).toBeNull();
    expect(sniffReceiptType(bytes(" %PDF-1.7"))).toBeNull();
  });

  it("rejects files too short to carry a whole signature", () => {
    expect(sniffReceiptType(new Uint8Array())).toBeNull();
    expect(sniffReceiptType(bytes([0x89], "PN"))).toBeNull();
    expect(sniffReceiptType(bytes("RIFF", [0, 0, 0, 0], "WEB"))).toBeNull();
  });
});

describe("receipt files", () => {
  it("are at most 5 MB and stored with their sniffed type's extension", () => {
    expect(MAX_RECEIPT_BYTES).toBe(5_242_880);
    expect(receiptExtension("image/jpeg")).toBe("jpg");
    expect(receiptExtension("application/pdf")).toBe("pdf");
  });
});
