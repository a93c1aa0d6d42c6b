import en from "@/messages/en.json";
import es from "@/messages/es.json";
import pt from "@/messages/pt.json";
import { API_ERROR_CODES, API_ERROR_STATUS, ApiError, apiErrorBody, isApiErrorCode } from "./api-errors";

describe("the API's error codes", () => {
  it("each answer a client error: a caller's mistake is never a 5xx (product §8)", () => {
    expect(API_ERROR_CODES.length).toBeGreaterThan(20);
    for (const code of API_ERROR_CODES) {
      expect({ code, status: API_ERROR_STATUS[code] }).toEqual({ code, status: expect.any(Number) });
      expect(API_ERROR_STATUS[code] >= 400 && API_ERROR_STATUS[code] < 500).toBe(true);
    }
  });

  it("each have a diner-facing message in Spanish, English and Portuguese", () => {
    for (const [locale, messages] of Object.entries({ es, en, pt })) {
      const errors = messages.errors as Record<string, string>;
      const missing = API_ERROR_CODES.filter((code) => typeof errors[code] !== "string" || !errors[code].trim());
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  it("are told apart from anything else a body may carry", () => {
    expect(isApiErrorCode("coupon_used")).toBe(true);
    expect(isApiErrorCode("network")).toBe(false);
    expect(isApiErrorCode("toString")).toBe(false);
    expect(isApiErrorCode(404)).toBe(false);
  });
});

describe("ApiError", () => {
  it("takes its status from the table and sends its figures beside code and message", () => {
    const error = new ApiError("minimum_order", "The order is below the minimum", { minimum: 30000, missing: 4000 });
    expect(error.status).toBe(422);
    expect(apiErrorBody(error)).toEqual({ error: { code: "minimum_order", message: "The order is below the minimum", minimum: 30000, missing: 4000 } });
    expect(apiErrorBody(new ApiError("bad_request", "Invalid", { fields: { code: "too short" } }))).toEqual({
      error: { code: "bad_request", message: "Invalid", fields: { code: "too short" } },
    });
    expect(new ApiError("coupon_used", "used").status).toBe(409);
  });
});
