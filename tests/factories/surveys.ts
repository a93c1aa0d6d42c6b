import type { BrandFileInput } from "@/lib/domain/brand/brand-file";

const yesNo = [
  { key: "si", label: { es: "Sí", en: "Yes" } },
  { key: "no", label: { es: "No", en: "No" } },
];

/**
 * Surveys for the test brand (tests/factories/brand.ts): "mesa" at "centro" on_table, with every kind of
 * question (an NPS-style 0–10 among them); "general", brand-wide and text-only in Spanish; "para-llevar", for
 * take_away at any branch.
 */
export function surveysInput(): NonNullable<BrandFileInput["surveys"]> {
  return [
    {
      key: "mesa",
      branch: "centro",
      service: "on_table",
      title: { es: "¿Cómo estuvo tu visita?", en: "How was your visit?" },
      intro: { es: "Un minuto, nada más.", en: "Just a minute." },
      questions: [
        { type: "scale", key: "comida", label: { es: "La comida", en: "The food" } },
        { type: "scale", key: "recomiendas", label: { es: "¿Nos recomendarías?", en: "Would you recommend us?" }, from: 0, required: false },
        { type: "single", key: "volverias", label: { es: "¿Volverías?", en: "Would you come back?" }, options: yesNo },
        {
          type: "multiple",
          key: "gusto",
          label: { es: "¿Qué te gustó?", en: "What did you like?" },
          options: [
            { key: "comida", label: { es: "La comida", en: "The food" } },
            { key: "ambiente", label: { es: "El ambiente", en: "The atmosphere" } },
            { key: "precio", label: { es: "El precio", en: "The price" } },
          ],
        },
        { type: "text", key: "comentario", label: { es: "¿Algo más?", en: "Anything else?" } },
      ],
    },
    { key: "general", title: "Cuéntanos", questions: [{ type: "scale", key: "nota", label: "Tu nota", max: 5 }] },
    { key: "para-llevar", service: "take_away", title: { es: "Tu pedido para llevar", en: "Your take-away order" }, questions: [{ type: "single", key: "a-tiempo", label: { es: "¿Estuvo a tiempo?", en: "Was it on time?" }, options: yesNo }] },
  ];
}
