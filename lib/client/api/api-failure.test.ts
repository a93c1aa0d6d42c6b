import { answerOf, ApiCallError, apiFailure, callApi, NETWORK_FAILURE } from "./api-failure";

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

  it("reads a server failure, an unreadable body or a body without a code as a network problem to retry", () => {
    expect(apiFailure(500, { error: { code: "bad_request", message: "x" } }).code).toBe("network");
    expect(apiFailure(502, null).code).toBe("network");
    expect(apiFailure(404, "<html>").code).toBe("network");
    expect(apiFailure(418, { error: { code: 42, message: "x" } }).code).toBe("network");
    expect(apiFailure(418, { error: { code: "<b>no</b>", message: "x" } }).code).toBe("network");
  });

  it("keeps a code this build does not know (a newer server's): where it is shown, it reads as network (api-error-text.ts)", () => {
    expect(apiFailure(409, { error: { code: "teapot_busy", message: "x" } }).code).toBe("teapot_busy");
  });
});

describe("ApiCallError, callApi and answerOf: one failure for every call of the browser", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("reads no answer at all as `network`", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(callApi("/api/v1/places/x/tab")).rejects.toEqual(new ApiCallError(NETWORK_FAILURE));
  });

  it("reads a refusal's code and figures, and a 2xx's body", async () => {
    const refused = new Response(JSON.stringify({ error: { code: "item_claimed", message: "taken", line_id: 4 } }), { status: 409 });
    const failure = await answerOf(refused).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect((failure as ApiCallError).failure).toEqual({ code: "item_claimed", fields: undefined, detail: { line_id: 4 } });
    await expect(answerOf(new Response(JSON.stringify({ tab: null }), { status: 200 }))).resolves.toEqual({ tab: null });
  });
});
