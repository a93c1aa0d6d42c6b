import { apiFailure } from "./api-failure";

describe("apiFailure", () => {
  it("reads the code, the bad fields and the refusal's figures of an error answer", () => {
    expect(apiFailure(400, { error: { code: "bad_request", message: "x", fields: { "contact.email": "validation.email" } } })).toEqual({
      code: "bad_request",
      fields: { "contact.email": "validation.email" },
      detail: {},
    });
    expect(apiFailure(422, { error: { code: "minimum_order", message: "x", minimum: 30000, missing: 4000 } })).toEqual({
      code: "minimum_order",
      fields: undefined,
      detail: { minimum: 30000, missing: 4000 },
    });
  });

  it("keeps a rate limit's code, so the diner reads that it is too many attempts rather than a connection problem", () => {
    expect(apiFailure(429, { error: { code: "rate_limited", message: "x", retry_after: 42 } })).toEqual({ code: "rate_limited", fields: undefined, detail: { retry_after: 42 } });
  });

  it("reads a server failure, an unreadable body or an unknown code as a network problem to retry", () => {
    expect(apiFailure(500, { error: { code: "bad_request", message: "x" } }).code).toBe("network");
    expect(apiFailure(502, null).code).toBe("network");
    expect(apiFailure(404, "<html>").code).toBe("network");
    expect(apiFailure(418, { error: { code: "teapot", message: "x" } }).code).toBe("network");
  });
});
