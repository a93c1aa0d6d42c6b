import { metricRoute } from "./performance-metric";

describe("metricRoute", () => {
  it("groups pages by their route, with no branch, id or token of a diner in it", () => {
    expect(metricRoute("/")).toBe("/");
    expect(metricRoute("/chapinero")).toBe("/{branch}");
    expect(metricRoute("/usaquen/view/62")).toBe("/{branch}/view/{id}");
    expect(metricRoute("/chapinero/order/81")).toBe("/{branch}/order/{id}");
    expect(metricRoute("/ratecluvi/81/Zx9_kLmN0pQrStUvWxYz0123")).toBe("/ratecluvi/{id}/{token}");
    expect(metricRoute("/chapinero/sl/3f0c2a34-8d2b-4c3e-9a51-0c1d2e3f4a5b/abc")).toBe("/{branch}/sl/{token}/abc");
    expect(metricRoute("/branch-to-take-away")).toBe("/branch-to-take-away");
    expect(metricRoute("/chapinero/history-my-orders")).toBe("/{branch}/history-my-orders");
  });
});
