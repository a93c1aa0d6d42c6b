import { checkSurveyAnswers, SURVEY_TEXT_MAX, summarizeQuestion, surveyForm, type SurveyDefinition, type SurveyQuestionDefinition } from "./survey";

const options = [
  { key: "comida", label: { es: "Comida", en: "Food" } },
  { key: "ambiente", label: "Ambiente" },
  { key: "precio", label: { es: "Precio", en: "Price" } },
];
const questions: SurveyQuestionDefinition[] = [
  { type: "scale", key: "comida", label: { es: "La comida", en: "The food" }, required: true, from: 1, max: 10 },
  { type: "scale", key: "recomiendas", label: "¿Nos recomendarías?", required: false, from: 0, max: 10 },
  { type: "single", key: "volverias", label: { es: "¿Volverías?", en: "Would you come back?" }, required: true, options: options.slice(0, 2) },
  { type: "multiple", key: "gusto", label: { es: "¿Qué te gustó?" }, required: false, options },
  { type: "text", key: "comentario", label: { es: "Comentario", en: "Comment" }, required: false },
];
const survey: SurveyDefinition = { key: "visita", title: { es: "¿Cómo estuvo?", en: "How was it?" }, intro: null, questions };

describe("surveyForm (product §7 supplier surveys)", () => {
  it("gives the survey in the diner's language, else the brand's, with each question's rules", () => {
    const form = surveyForm(survey, "en", "es");
    expect(form).toEqual({
      id: "visita",
      title: "How was it?",
      intro: null,
      questions: [
        { key: "comida", type: "scale", label: "The food", required: true, from: 1, max: 10 },
        { key: "recomiendas", type: "scale", label: "¿Nos recomendarías?", required: false, from: 0, max: 10 },
        { key: "volverias", type: "single", label: "Would you come back?", required: true, options: [{ key: "comida", label: "Food" }, { key: "ambiente", label: "Ambiente" }] },
        { key: "gusto", type: "multiple", label: "¿Qué te gustó?", required: false, options: [{ key: "comida", label: "Food" }, { key: "ambiente", label: "Ambiente" }, { key: "precio", label: "Price" }] },
        { key: "comentario", type: "text", label: "Comment", required: false },
      ],
    });
    expect(surveyForm({ ...survey, intro: { es: "Un minuto" } }, "pt", "es")).toMatchObject({ title: "¿Cómo estuvo?", intro: "Un minuto" });
  });
});

describe("checkSurveyAnswers", () => {
  const fields = (answers: Record<string, unknown>) => {
    const check = checkSurveyAnswers(questions, answers);
    return check.ok ? {} : check.fields;
  };

  it("takes answers that fit, keeping texts trimmed and leaving out what was not answered", () => {
    expect(checkSurveyAnswers(questions, { comida: 9, recomiendas: 0, volverias: "ambiente", gusto: ["precio", "comida"], comentario: "  Muy rico  " })).toEqual({
      ok: true,
      answers: { comida: 9, recomiendas: 0, volverias: "ambiente", gusto: ["precio", "comida"], comentario: "Muy rico" },
    });
    expect(checkSurveyAnswers(questions, { comida: 1, volverias: "comida", recomiendas: null, gusto: [], comentario: "   " })).toEqual({ ok: true, answers: { comida: 1, volverias: "comida" } });
  });

  it("names each required question left unanswered", () => {
    expect(fields({})).toEqual({ comida: "an answer is required", volverias: "an answer is required" });
    expect(fields({ comida: "", volverias: [] })).toEqual({ comida: "an answer is required", volverias: "an answer is required" });
  });

  it("refuses a score outside the question's scale or not a whole number", () => {
    const base = { volverias: "comida" };
    for (const comida of [0, 11, 7.5, "8"]) expect(fields({ ...base, comida })).toEqual({ comida: "a whole number from 1 to 10" });
    expect(fields({ ...base, comida: 10, recomiendas: -1 })).toEqual({ recomiendas: "a whole number from 0 to 10" });
    expect(fields({ ...base, comida: 10, recomiendas: 10 })).toEqual({});
  });

  it("refuses options the question does not have, several for a single choice, and one chosen twice", () => {
    const base = { comida: 8 };
    expect(fields({ ...base, volverias: "precio" })).toEqual({ volverias: 'no option "precio"' });
    expect(fields({ ...base, volverias: ["comida", "ambiente"] })).toEqual({ volverias: "choose one option only" });
    expect(fields({ ...base, volverias: 1 })).toEqual({ volverias: "expected an option key" });
    expect(fields({ ...base, volverias: "comida", gusto: ["comida", "postre"] })).toEqual({ gusto: 'no option "postre"' });
    expect(fields({ ...base, volverias: "comida", gusto: ["comida", "comida"] })).toEqual({ gusto: "an option is chosen twice" });
    expect(fields({ ...base, volverias: "comida", gusto: "comida" })).toEqual({ gusto: "expected a list of option keys" });
  });

  it("refuses a text too long or not text, and questions the survey does not ask", () => {
    const base = { comida: 8, volverias: "comida" };
    expect(fields({ ...base, comentario: "a".repeat(SURVEY_TEXT_MAX) })).toEqual({});
    expect(fields({ ...base, comentario: "a".repeat(SURVEY_TEXT_MAX + 1) })).toEqual({ comentario: `${SURVEY_TEXT_MAX} characters at most` });
    expect(fields({ ...base, comentario: 5 })).toEqual({ comentario: "expected text" });
    expect(fields({ ...base, otra: 3, ["__proto__"]: 1 })).toEqual({ otra: "no such question in this survey", ["__proto__"]: "no such question in this survey" });
    expect(fields(JSON.parse('{"comida": 8, "volverias": "comida", "__proto__": 1}'))).toHaveProperty(["__proto__"], "no such question in this survey");
  });

  it("checks a wire form's questions the same way (the client checks before it sends)", () => {
    const form = surveyForm(survey, "es", "es");
    expect(checkSurveyAnswers(form.questions, { comida: 11 })).toEqual({ ok: false, fields: { comida: "a whole number from 1 to 10", volverias: "an answer is required" } });
  });
});

describe("summarizeQuestion", () => {
  const [food, recommend, back, liked, comment] = questions as [SurveyQuestionDefinition, SurveyQuestionDefinition, SurveyQuestionDefinition, SurveyQuestionDefinition, SurveyQuestionDefinition];

  it("averages a score to one decimal, and gives the NPS of a 0–10 question", () => {
    expect(summarizeQuestion(food, [{ answer: "9", count: 2 }, { answer: "6", count: 1 }])).toEqual({ average: 8 });
    expect(summarizeQuestion(food, [{ answer: "10", count: 1 }, { answer: "7", count: 2 }])).toEqual({ average: 8 });
    expect(summarizeQuestion(food, [{ answer: "10", count: 2 }, { answer: "7", count: 1 }])).toEqual({ average: 9 });
    expect(summarizeQuestion(food, [{ answer: "10", count: 1 }, { answer: "9", count: 1 }, { answer: "9", count: 1 }])).toEqual({ average: 9.3 });
    expect(summarizeQuestion(food, [])).toEqual({ average: null });
    // 2 promoters, 1 passive, 1 detractor of 4: 25
    expect(summarizeQuestion(recommend, [{ answer: "10", count: 1 }, { answer: "9", count: 1 }, { answer: "8", count: 1 }, { answer: "0", count: 1 }])).toEqual({ average: 6.8, nps: 25 });
    expect(summarizeQuestion(recommend, [])).toEqual({ average: null, nps: null });
  });

  it("counts every option of a choice, chosen or not, and only how many wrote a text", () => {
    expect(summarizeQuestion(back, [{ answer: "comida", count: 3 }])).toEqual({ counts: { comida: 3, ambiente: 0 } });
    expect(summarizeQuestion(liked, [{ answer: "precio", count: 2 }, { answer: "comida", count: 1 }, { answer: "retirada", count: 4 }])).toEqual({ counts: { comida: 1, ambiente: 0, precio: 2 } });
    expect(summarizeQuestion(comment, [{ answer: null, count: 5 }])).toEqual({ answered: 5 });
  });
});
