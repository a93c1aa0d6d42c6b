/**
 * A .ico file holding one PNG picture (the format every browser since IE 9 reads): a 6-byte header, one
 * 16-byte directory entry, then the PNG as it is. `size` is the picture's width and height in pixels.
 */
export function pngToIco(png: Uint8Array, size: number): Uint8Array {
  if (!Number.isInteger(size) || size < 1 || size > 256) throw new RangeError(`an icon is 1 to 256 px, not ${size}`);
  const ico = new Uint8Array(22 + png.length);
  const view = new DataView(ico.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one picture
  view.setUint8(6, size % 256); // width, 0 meaning 256
  view.setUint8(7, size % 256);
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.length, true);
  view.setUint32(18, 22, true); // where the PNG starts
  ico.set(png, 22);
  return ico;
}
