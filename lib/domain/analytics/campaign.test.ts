import { campaignFrom } from "./campaign";

describe("campaignFrom", () => {
  it("keeps utm and campaign parameters and nothing else", () => {
    expect(campaignFrom(new URLSearchParams("utm_source=ig&utm_campaign=verano&lang=en&gclid=abc"))).toEqual({
      utm_source: "ig",
      utm_campaign: "verano",
      gclid: "abc",
    });
  });

  it("is null for a plain visit", () => {
    expect(campaignFrom(new URLSearchParams("lang=en&service=delivery"))).toBeNull();
  });
});
