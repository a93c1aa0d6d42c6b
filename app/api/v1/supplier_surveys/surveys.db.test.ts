import { eq, inArray } from "drizzle-orm";
import { GET as report } from "@/app/api/v1/operator/ratings/route";
import { POST as anonymous } from "@/app/api/v1/profiles/anonymous.json/route";
import { brandFileSchema, type BrandFileInput } from "@/lib/domain/brand/brand-file";
import { RATE_LIMITS } from "@/lib/domain/http/rate-limits";
import { BrandImportError, importBrand } from "@/lib/server/brands/import-brand";
import { forgetBrand } from "@/lib/server/cache/process-cache";
import * as t from "@/lib/server/db/schema";
import { brandInput, otherBrand } from "@/tests/factories/brand";
import { surveysInput } from "@/tests/factories/surveys";
import { OPERATOR_SECRET, operatorKey } from "@/tests/helpers/operator-key";
import { brandRequest } from "@/tests/helpers/requests";
import { withTestDatabase } from "@/tests/helpers/test-database";
import { POST as postAnswers } from "./answers.json/route";
import { GET as detail } from "./detail_supplier_surveys.json/route";
import { GET as form } from "./form.json/route";

const db = withTestDatabase();
let client = 0;
let instanceId = 0;
let centro = 0;

/** The test brand with a second branch, "norte" (on_table and take_away), and the surveys of tests/factories/surveys.ts. */
function surveyBrand(surveys = surveysInput(), withNorte = true): BrandFileInput {
  const input = brandInput("encuestas");
  if (withNorte) input.branches.push({ ...input.branches[0]!, slug: "norte", name: "Sede Norte", services: ["on_table", "take_away"] });
  return { ...input, surveys };
}

/** As the admin import does it: the brand's rows, then this process forgets its copies of the brand. */
async function importSurveys(input: BrandFileInput): Promise<void> {
  instanceId = (await importBrand(db.current.db, brandFileSchema.parse(input))).instanceId;
  forgetBrand("encuestas");
}

beforeAll(async () => {
  process.env.OPERATOR_API_KEY = OPERATOR_SECRET;
  await importSurveys(surveyBrand());
  await importBrand(db.current.db, otherBrand("ajena"));
  const [row] = await db.current.db.select({ id: t.suppliers.id }).from(t.suppliers).where(eq(t.suppliers.slug, "centro"));
  centro = row!.id;
});

// each call from its own address: the rate limit is tested apart
const from = () => ({ "x-forwarded-for": `10.9.${Math.floor((client += 1) / 250) % 250}.${client % 250}` });

const read = (route: typeof form, query: string, init: { headers?: Record<string, string>; locale?: string; slug?: string } = {}) =>
  route(brandRequest(init.slug ?? "encuestas", `/api/v1/supplier_surveys/x.json?${query}`, { headers: { ...from(), ...init.headers }, locale: init.locale }));
const ids = async (response: Response) => ((await response.json()).surveys as { id: string }[]).map((survey) => survey.id);

const answer = (body: unknown, headers: Record<string, string> = {}, slug = "encuestas") =>
  postAnswers(brandRequest(slug, "/api/v1/supplier_surveys/answers.json", { method: "POST", body: JSON.stringify(body), headers: { ...from(), ...headers } }));
const atTable = (answers: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ survey: "mesa", supplier_id: "centro", service: "on_table", answers, ...extra });
const storedAnswers = () => db.current.db.select().from(t.surveyAnswers).orderBy(t.surveyAnswers.id);

const summary = async (query: string) => {
  const response = await report(brandRequest("encuestas", `/api/v1/operator/ratings${query}`, { headers: { authorization: `Bearer ${operatorKey("encuestas")}` } }));
  expect(response.status).toBe(200);
  return response.json();
};

describe("a branch's surveys (product §7 form.json, detail_supplier_surveys.json)", () => {
  it("offers the first survey that applies at the branch and service, in the diner's language", async () => {
    const english = await read(form, "supplier_id=centro&service=on_table&lang=en");
    expect(english.status).toBe(200);
    expect(await english.json()).toEqual({
      survey: {
        id: "mesa",
        title: "How was your visit?",
        intro: "Just a minute.",
        questions: [
          { key: "comida", type: "scale", label: "The food", required: true, from: 1, max: 10 },
          { key: "recomiendas", type: "scale", label: "Would you recommend us?", required: false, from: 0, max: 10 },
          { key: "volverias", type: "single", label: "Would you come back?", required: true, options: [{ key: "si", label: "Yes" }, { key: "no", label: "No" }] },
          {
            key: "gusto",
            type: "multiple",
            label: "What did you like?",
            required: false,
            options: [{ key: "comida", label: "The food" }, { key: "ambiente", label: "The atmosphere" }, { key: "precio", label: "The price" }],
          },
          { key: "comentario", type: "text", label: "Anything else?", required: false },
        ],
      },
    });
    // the lang header beats the language the proxy chose; without either, the proxy's; Portuguese falls back to the brand's
    const spanish = (await (await read(form, `supplier_id=${centro}&service=on_table`, { headers: { lang: "es" }, locale: "en" })).json()).survey;
    expect([spanish.title, spanish.questions[2].options[0].label]).toEqual(["¿Cómo estuvo tu visita?", "Sí"]);
    expect((await (await read(form, "supplier_id=centro&service=on_table", { locale: "en" })).json()).survey.title).toBe("How was your visit?");
    expect((await (await read(form, "supplier_id=centro&service=on_table&lang=pt")).json()).survey.title).toBe("¿Cómo estuvo tu visita?");

    // a survey without branch or service applies everywhere; one of a branch, only there
    expect((await (await read(form, "supplier_id=norte&service=on_table&lang=en")).json()).survey).toMatchObject({ id: "general", title: "Cuéntanos", intro: null });
    expect(await ids(await read(detail, "supplier_id=centro&service=on_table"))).toEqual(["mesa", "general"]);
    expect(await ids(await read(detail, "supplier_id=norte&service=take_away"))).toEqual(["general", "para-llevar"]);
    expect(await ids(await read(detail, "supplier_id=centro&service=delivery"))).toEqual(["general"]);
  });

  it("answers null when nothing applies, and 404 for another brand's branch, an unknown one, or a service it does not offer", async () => {
    await importSurveys(surveyBrand(surveysInput().filter((s) => s.key === "mesa")));
    expect(await (await read(form, "supplier_id=norte&service=on_table")).json()).toEqual({ survey: null });
    expect(await (await read(detail, "supplier_id=norte&service=on_table")).json()).toEqual({ surveys: [] });
    await importSurveys(surveyBrand());

    for (const route of [form, detail]) {
      expect((await read(route, "supplier_id=solo-ajena&service=on_table")).status).toBe(404);
      expect((await read(route, "supplier_id=centro&service=on_table", { slug: "ajena" })).status).toBe(404);
      expect((await read(route, "supplier_id=nada&service=on_table")).status).toBe(404);
      expect((await read(route, "supplier_id=centro&service=cinema")).status).toBe(404);
      expect((await read(route, "supplier_id=centro&service=mesa")).status).toBe(400);
      expect((await read(route, "supplier_id=centro&service=on_table&lang=fr")).status).toBe(400);
    }
  });
});

describe("answering a survey (POST supplier_surveys/answers.json)", () => {
  it("stores checked answers, linked to the profile the headers prove, and unlinked when they prove nothing", async () => {
    const created = await anonymous(brandRequest("encuestas", "/api/v1/profiles/anonymous.json", { method: "POST", body: JSON.stringify({ profile: { domain: "encuestas.localhost", name: "" } }), headers: from() }));
    const profile = (await created.json()).profile as { id: string; token: string };

    const sent = await answer(atTable({ comida: 9, recomiendas: 10, volverias: "si", gusto: ["comida", "ambiente"], comentario: "  Muy rico  " }, { table_code: "12" }), { profileid: profile.id, token: profile.token });
    expect(sent.status).toBe(201);
    const { id } = await sent.json();
    const [row] = await db.current.db.select().from(t.surveyAnswers).where(eq(t.surveyAnswers.id, id));
    expect(row).toMatchObject({
      instanceId,
      surveyKey: "mesa",
      supplierId: centro,
      service: "on_table",
      tableCode: "12",
      profileId: profile.id,
      answers: { comida: 9, recomiendas: 10, volverias: "si", gusto: ["comida", "ambiente"], comentario: "Muy rico" },
    });

    const unproven = await answer(atTable({ comida: 6, volverias: "no", comentario: "" }), { profileid: profile.id, token: "A".repeat(43) });
    expect(unproven.status).toBe(201);
    const [anonymousRow] = await db.current.db.select().from(t.surveyAnswers).where(eq(t.surveyAnswers.id, (await unproven.json()).id));
    expect(anonymousRow).toMatchObject({ profileId: null, tableCode: null, answers: { comida: 6, volverias: "no" } });
  });

  it("refuses answers that do not fit, naming each question, and stores nothing", async () => {
    const before = (await storedAnswers()).length;
    const refused = await answer(atTable({ comida: 11, gusto: ["postre"], otra: 1 }));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({
      code: "bad_request",
      fields: {
        "answers.comida": "a whole number from 1 to 10",
        "answers.volverias": "an answer is required",
        "answers.gusto": 'no option "postre"',
        "answers.otra": "no such question in this survey",
      },
    });
    const valid = { comida: 5, volverias: "si" };
    expect((await answer(atTable(valid, { table_code: "x".repeat(41) }))).status).toBe(400);
    expect((await answer(atTable([9] as never))).status).toBe(400);
    expect((await answer({ ...atTable(valid), service: "mesa" })).status).toBe(400);
    expect((await storedAnswers()).length).toBe(before);
  });

  it("answers 404 for a survey the branch does not offer for that service, or another brand's branch", async () => {
    const valid = { comida: 5, volverias: "si" };
    expect((await answer(atTable(valid, { survey: "nada" }))).status).toBe(404);
    expect((await answer(atTable(valid, { supplier_id: "norte" }))).status).toBe(404);
    expect((await answer(atTable({ "a-tiempo": "si" }, { survey: "para-llevar" }))).status).toBe(404);
    expect((await answer(atTable(valid, { supplier_id: "solo-ajena" }))).status).toBe(404);
    expect((await answer(atTable(valid), {}, "ajena")).status).toBe(404);
    expect((await answer(atTable({ nota: 3 }, { survey: "general", supplier_id: "norte", service: "delivery" }))).status).toBe(404);
  });

  it("limits the answers one address sends", async () => {
    const burst = () => answer(atTable({ comida: 5, volverias: "si" }), { "x-forwarded-for": "10.9.250.1" });
    for (let i = 0; i < RATE_LIMITS.survey_answer.points; i++) expect((await burst()).status).toBe(201);
    const limited = await burst();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("the brand's summary of its surveys (GET /api/v1/operator/ratings)", () => {
  /** Sends each answer, then dates it on `day` at noon (UTC), away from the answers of the other tests. */
  async function answeredOn(day: string, calls: Record<string, unknown>[]) {
    const sent: number[] = [];
    for (const body of calls) {
      const response = await answer(body);
      expect(response.status).toBe(201);
      sent.push((await response.json()).id);
    }
    await db.current.db.update(t.surveyAnswers).set({ createdAt: new Date(`${day}T12:00:00Z`) }).where(inArray(t.surveyAnswers.id, sent));
  }

  beforeAll(async () => {
    await answeredOn("2025-03-01", [
      atTable({ comida: 9, recomiendas: 10, volverias: "si", gusto: ["comida", "ambiente"], comentario: "Muy rico" }),
      atTable({ comida: 6, recomiendas: 3, volverias: "no", gusto: ["comida"] }),
      atTable({ comida: 8, volverias: "si" }),
      { survey: "general", supplier_id: "norte", service: "on_table", answers: { nota: 4 } },
      { survey: "general", supplier_id: "norte", service: "take_away", answers: { nota: 5 } },
      { survey: "general", supplier_id: "norte", service: "take_away", answers: { nota: 2 } },
      { survey: "para-llevar", supplier_id: "norte", service: "take_away", answers: { "a-tiempo": "si" } },
    ]);
    await answeredOn("2025-03-05", [atTable({ comida: 1, volverias: "no", comentario: "Frío" })]);
  });

  const mesa = {
    survey: "mesa",
    title: "¿Cómo estuvo tu visita?",
    branch: "centro",
    service: "on_table",
    answers: 3,
    questions: {
      comida: { average: 7.7 },
      recomiendas: { average: 6.5, nps: 0 },
      volverias: { counts: { si: 2, no: 1 } },
      gusto: { counts: { comida: 2, ambiente: 1, precio: 0 } },
      comentario: { answered: 1 },
    },
  };

  it("sums up each survey by branch and service over the period: averages, NPS, option counts, how many wrote", async () => {
    const body = await summary("?from=2025-03-01&to=2025-03-01");
    expect(body).toMatchObject({ from: "2025-03-01T00:00:00.000Z", to: "2025-03-02T00:00:00.000Z", overall: { ratings: 0 }, by_branch_and_service: [] });
    expect(body.surveys).toEqual([
      { survey: "general", title: "Cuéntanos", branch: "norte", service: "on_table", answers: 1, questions: { nota: { average: 4 } } },
      { survey: "general", title: "Cuéntanos", branch: "norte", service: "take_away", answers: 2, questions: { nota: { average: 3.5 } } },
      mesa,
      { survey: "para-llevar", title: "Tu pedido para llevar", branch: "norte", service: "take_away", answers: 1, questions: { "a-tiempo": { counts: { si: 1, no: 0 } } } },
    ]);
    expect(JSON.stringify(body)).not.toContain("Muy rico");

    expect((await summary("?from=2025-03-05&to=2025-03-05")).surveys).toEqual([
      {
        ...mesa,
        answers: 1,
        questions: { comida: { average: 1 }, recomiendas: { average: null, nps: null }, volverias: { counts: { si: 0, no: 1 } }, gusto: { counts: { comida: 0, ambiente: 0, precio: 0 } }, comentario: { answered: 1 } },
      },
    ]);
    expect((await summary("?from=2025-03-02&to=2025-03-04")).surveys).toEqual([]);
  });

  it("keeps every answer through a re-import, still sums up a survey the file dropped, and keeps a branch that has answers", async () => {
    const before = await storedAnswers();
    await importSurveys(surveyBrand(surveysInput().filter((s) => s.key !== "mesa")));
    expect(await storedAnswers()).toEqual(before);
    expect((await (await read(form, "supplier_id=centro&service=on_table")).json()).survey.id).toBe("general");
    expect((await answer(atTable({ comida: 5, volverias: "si" }))).status).toBe(404);
    expect((await summary("?from=2025-03-01&to=2025-03-01")).surveys).toContainEqual(mesa);

    await expect(importBrand(db.current.db, brandFileSchema.parse(surveyBrand(surveysInput(), false)))).rejects.toThrow(BrandImportError);
    expect(await storedAnswers()).toEqual(before);

    await importSurveys(surveyBrand());
    expect((await (await read(form, "supplier_id=centro&service=on_table")).json()).survey.id).toBe("mesa");
  });
});
