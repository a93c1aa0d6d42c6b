import { sessionMonitored } from "./monitoring";

// A .tsx test for the browser's sessionStorage (jsdom).
afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe("sessionMonitored (product §9: 5% of sessions)", () => {
  it("draws on the session's first page and keeps that answer for its other pages", () => {
    jest.spyOn(Math, "random").mockReturnValue(0.01);
    expect(sessionMonitored()).toBe(true);
    jest.spyOn(Math, "random").mockReturnValue(0.99);
    expect(sessionMonitored()).toBe(true); // the next page of the same session
    sessionStorage.clear(); // a new session
    expect(sessionMonitored()).toBe(false);
    jest.spyOn(Math, "random").mockReturnValue(0.01);
    expect(sessionMonitored()).toBe(false);
  });
});
