import { brandFileSchema, type BrandFile, type BrandFileInput } from "@/lib/domain/brand/brand-file";
import { brandInput } from "./brand";

/**
 * The test brand with every kind of place: three tables at "centro" and a second branch, "hotel", with two
 * rooms and a small cinema room (a VIP row and a general one).
 */
export function brandWithPlacesInput(slug = "test-brand"): BrandFileInput {
  const input = brandInput(slug);
  const centro = input.branches[0]!;
  centro.tables = [
    { code: "1", zone: "Salón", seats: 4 },
    { code: "2", zone: "Salón", seats: 2 },
    { code: "T-1", zone: "Terraza" },
  ];
  input.branches.push({
    ...centro,
    slug: "hotel",
    name: "Hotel y cine",
    services: ["room_service", "cinema"],
    tables: [],
    rooms: [{ code: "101", floor: 1 }, { code: "204", floor: 2 }],
    cinema_rooms: [
      {
        code: "sala-1",
        name: "Sala 1",
        zones: [{ key: "vip", name: "VIP" }, { key: "general", name: "General" }],
        rows: [
          { row: "A", zone: "vip", seats: ["A1", "A2"] },
          { row: "B", zone: "general", seats: ["B1", "B2", "B3"] },
        ],
      },
    ],
  });
  return input;
}

export function brandWithPlaces(slug?: string): BrandFile {
  return brandFileSchema.parse(brandWithPlacesInput(slug));
}
