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
});
