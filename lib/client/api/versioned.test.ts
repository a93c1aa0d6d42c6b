import { fetchVersioned } from "./versioned";

describe("fetchVersioned", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("asks again with the last ETag and keeps the last value on a 304; a new answer is read and kept", async () => {
    const sent: (string | null)[] = [];
    const answers = [
      new Response(JSON.stringify({ n: 1 }), { status: 200, headers: { etag: '"v1"' } }),
      new Response(null, { status: 304, headers: { etag: '"v1"' } }),
      new Response(JSON.stringify({ n: 2 }), { status: 200, headers: { etag: '"v2"' } }),
    ];
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get("if-none-match"));
      return answers.shift()!;
    }) as typeof fetch;
    const read = jest.fn(({ n }: { n: number }) => n * 10);
    expect(await fetchVersioned("/api/x", read)).toBe(10);
    expect(await fetchVersioned("/api/x", read)).toBe(10);
    expect(await fetchVersioned("/api/x", read)).toBe(20);
    expect(sent).toEqual([null, '"v1"', '"v1"']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("never hands one shape's value to a caller reading another shape of the same URL (the tab link's state, the tab screen's tab)", async () => {
    const answers = [
      new Response(JSON.stringify({ tab: { id: 7, rounds: [1] } }), { status: 200, headers: { etag: '"t1"' } }),
      new Response(null, { status: 304, headers: { etag: '"t1"' } }),
    ];
    const sent: (string | null)[] = [];
    global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get("if-none-match"));
      return answers.shift() ?? new Response(JSON.stringify({ tab: { id: 7, rounds: [1] } }), { status: 200, headers: { etag: '"t1"' } });
    }) as typeof fetch;
    const state = await fetchVersioned("/api/tab", ({ tab }: { tab: { id: number } }) => ({ id: tab.id }), "state");
    expect(state).toEqual({ id: 7 });
    // the state's poll is unchanged; the whole tab is asked afresh, not handed the state
    expect(await fetchVersioned("/api/tab", ({ tab }: { tab: { id: number; rounds: number[] } }) => tab, "state")).toEqual({ id: 7 });
    expect(await fetchVersioned("/api/tab", ({ tab }: { tab: { id: number; rounds: number[] } }) => tab)).toEqual({ id: 7, rounds: [1] });
    expect(sent).toEqual([null, '"t1"', null]);
  });
});
