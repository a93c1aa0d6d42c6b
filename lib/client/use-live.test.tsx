import { act, render, screen } from "@testing-library/react";
import { LIVE_RETRY_MS, useLive, type LiveOptions } from "./use-live";

interface Counter {
  n: number;
  status: "open" | "closed";
}

const POLL_MS = 1_000;
const live: LiveOptions<Counter> = { pollMs: (c) => (c.status === "closed" ? 0 : POLL_MS), retryOn: (error) => error !== "final", onFocus: true };

/** A value the "server" changes: each load answers the next count, or fails with the queued failure. */
function server() {
  const state = { n: 0, status: "open" as Counter["status"], failures: [] as unknown[], loads: 0 };
  const load = jest.fn(async (): Promise<Counter> => {
    state.loads++;
    if (state.failures.length) throw state.failures.shift();
    return { n: ++state.n, status: state.status };
  });
  return { state, load };
}

function Shown({ id, load, options = live, liveKey = "counter" }: { id: string; load: () => Promise<Counter>; options?: LiveOptions<Counter>; liveKey?: string | null }) {
  const { data, error, refresh, set } = useLive(liveKey, load, options);
  return (
    <div>
      <p data-testid={id}>{data ? `${data.n} ${data.status}` : error ? `failed: ${String(error)}` : "loading"}</p>
      <button type="button" onClick={() => void refresh()}>
        refresh {id}
      </button>
      <button type="button" onClick={() => set({ n: 100, status: "open" })}>
        set {id}
      </button>
    </div>
  );
}

const flush = () => act(async () => {});
const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("useLive", () => {
  it("loads once for every component that shows the key, and polls for all of them", async () => {
    const { load } = server();
    render(
      <>
        <Shown id="a" load={load} />
        <Shown id="b" load={load} />
      </>,
    );
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("a")).toHaveTextContent("1 open");
    expect(screen.getByTestId("b")).toHaveTextContent("1 open");

    await advance(POLL_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId("b")).toHaveTextContent("2 open");
  });

  it("stops polling when the answer says so, and when no component shows it any more", async () => {
    const { state, load } = server();
    const { unmount } = render(<Shown id="a" load={load} />);
    await flush();
    state.status = "closed";
    await advance(POLL_MS);
    expect(screen.getByTestId("a")).toHaveTextContent("2 closed");
    await advance(POLL_MS * 5);
    expect(load).toHaveBeenCalledTimes(2);

    unmount();
    const other = server();
    const { unmount: gone } = render(<Shown id="c" load={other.load} liveKey="other" />);
    await flush();
    gone();
    await advance(POLL_MS * 5);
    expect(other.load).toHaveBeenCalledTimes(1);
  });

  it("skips its turn while the page is hidden and loads at once when the diner comes back", async () => {
    const { load } = server();
    render(<Shown id="a" load={load} />);
    await flush();
    const visibility = jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    await advance(POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(1);

    visibility.mockReturnValue("visible");
    await act(async () => void document.dispatchEvent(new Event("visibilitychange")));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId("a")).toHaveTextContent("2 open");
    visibility.mockRestore();
  });

  it("keeps the last answer through a failure and tries again later, unless the failure is final", async () => {
    const { state, load } = server();
    render(<Shown id="a" load={load} />);
    await flush();
    state.failures.push("offline");
    await advance(POLL_MS);
    expect(screen.getByTestId("a")).toHaveTextContent("1 open");
    await advance(LIVE_RETRY_MS);
    expect(screen.getByTestId("a")).toHaveTextContent("2 open");

    state.failures.push("final");
    await advance(POLL_MS);
    await advance(LIVE_RETRY_MS * 3);
    expect(load).toHaveBeenCalledTimes(4); // the first, the failed one, its retry, the final failure
    expect(screen.getByTestId("a")).toHaveTextContent("2 open");
  });

  it("shows a failure until a refresh answers, and an answer the page already has at once", async () => {
    const { state, load } = server();
    state.failures.push("final");
    render(<Shown id="a" load={load} />);
    await flush();
    expect(screen.getByTestId("a")).toHaveTextContent("failed: final");

    await act(async () => screen.getByRole("button", { name: "refresh a" }).click());
    expect(screen.getByTestId("a")).toHaveTextContent("1 open");

    await act(async () => screen.getByRole("button", { name: "set a" }).click());
    expect(screen.getByTestId("a")).toHaveTextContent("100 open");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("brings every change to every component still showing the key within one poll, however often others mount and unmount", async () => {
    const { state, load } = server();
    const elsewhere = server();
    const Pair = ({ shown, extraKey }: { shown: string[]; extraKey: string | null }) => (
      <>
        {shown.map((id) => (
          <Shown key={id} id={id} load={load} />
        ))}
        <Shown id="switching" load={extraKey === "counter" ? load : elsewhere.load} liveKey={extraKey} />
      </>
    );
    const { rerender } = render(<Pair shown={["a", "b"]} extraKey="counter" />);
    await flush();
    // panels come and go (a tab switched, a filter changed, a branch picked and picked back)
    const steps: [string[], string | null][] = [
      [["b"], "counter"],
      [["b", "c"], "elsewhere"],
      [[], "counter"],
      [["d"], null],
      [["d", "a"], "counter"],
      [["a"], "elsewhere"],
      [["a"], "counter"],
    ];
    for (const [shown, extraKey] of steps) {
      rerender(<Pair shown={shown} extraKey={extraKey} />);
      await flush();
      const before = state.n;
      await advance(POLL_MS);
      // one poll later a new answer came, and it is on every screen that shows the key
      expect(state.n).toBeGreaterThan(before);
      for (const id of extraKey === "counter" ? [...shown, "switching"] : shown) expect(screen.getByTestId(id)).toHaveTextContent(`${state.n} open`);
    }
  });

  it("loads nothing without a key", async () => {
    const { load } = server();
    render(<Shown id="a" load={load} liveKey={null} />);
    await advance(POLL_MS * 3);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId("a")).toHaveTextContent("loading");
  });
});
