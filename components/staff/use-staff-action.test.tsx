import { act, renderHook } from "@testing-library/react";
import { ApiCallError } from "@/lib/client/api/api-failure";
import { useStaffAction } from "./use-staff-action";

const refused = (code: string) => new ApiCallError({ code: code as never, detail: {} });

describe("useStaffAction: a console panel's changes, one at a time", () => {
  it("runs one change at a time: a second tap while the first is under way sends nothing", async () => {
    const { result } = renderHook(() => useStaffAction<number>());
    let finish = () => {};
    const first = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const second = jest.fn(async () => {});
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(7, first);
      void result.current.run(8, second); // the same frame: a double tap
    });
    expect(result.current.pending).toBe(7);
    await act(() => result.current.run(8, second));
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.pending).toBeNull();
    expect(result.current.failure).toBeNull();
  });

  it("keeps the refusal with what it was about, shows the network for anything else, and refreshes either way", async () => {
    const { result } = renderHook(() => useStaffAction<string>());
    const refresh = jest.fn(async () => {});
    await act(() => result.current.run("option:3", () => Promise.reject(refused("forbidden")), { then: refresh }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.current.failureOf("option:3")).toMatchObject({ code: "forbidden" });
    expect(result.current.failureOf("option:4")).toBeNull();
    await act(() => result.current.run("option:4", () => Promise.reject(new TypeError("bug")), { then: refresh }));
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(result.current.failureOf("option:3")).toBeNull();
    expect(result.current.refusal).toMatchObject({ key: "option:4", failure: { code: "network" } });
  });

  it("says nothing of a refusal that only means a colleague was quicker", async () => {
    const { result } = renderHook(() => useStaffAction<number>());
    await act(() => result.current.run(1, () => Promise.reject(refused("call_already_acknowledged")), { expected: "call_already_acknowledged" }));
    expect(result.current.failure).toBeNull();
    expect(result.current.pending).toBeNull();
  });
});
