import { sentryOptions } from "./sentry-options";

describe("sentryOptions", () => {
  it("keeps Sentry off without a DSN", () => {
    expect(sentryOptions(undefined, "production")).toBeNull();
    expect(sentryOptions("", "production")).toBeNull();
  });

  it("samples 5% of the server's events and sends no personal data when on", () => {
    expect(sentryOptions("https://key@sentry.example/1", undefined)).toEqual({
      dsn: "https://key@sentry.example/1",
      environment: "production",
      sampleRate: 0.05,
      tracesSampleRate: 0.05,
      sendDefaultPii: false,
    });
  });

  it("reports everything of a session that was already sampled", () => {
    expect(sentryOptions("https://key@sentry.example/1", "staging", 1)).toMatchObject({ environment: "staging", sampleRate: 1, tracesSampleRate: 1 });
  });
});
