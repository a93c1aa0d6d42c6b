import { pngToIco } from "./ico";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("pngToIco", () => {
  it("wraps the PNG in an icon directory of one entry that points at it", () => {
    const png = Uint8Array.from([...PNG_SIGNATURE, 1, 2, 3]);
    const ico = pngToIco(png, 48);
    const view = new DataView(ico.buffer);
    expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([48, 48]);
    expect(view.getUint16(12, true)).toBe(32);
    expect(view.getUint32(14, true)).toBe(png.length);
    const offset = view.getUint32(18, true);
    expect([...ico.slice(offset)]).toEqual([...png]);
  });

  it("writes 256 px as 0, as the format says, and refuses sizes it cannot hold", () => {
    const ico = pngToIco(Uint8Array.from(PNG_SIGNATURE), 256);
    expect([ico[6], ico[7]]).toEqual([0, 0]);
    expect(() => pngToIco(Uint8Array.from(PNG_SIGNATURE), 300)).toThrow(RangeError);
  });
});
