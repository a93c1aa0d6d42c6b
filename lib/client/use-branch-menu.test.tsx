import { act, render, screen } from "@testing-library/react";
import { MENU_CHECK_MS, MENU_RELOAD_MS } from "@/lib/domain/shell/constants";
import { useBranchMenu } from "./use-branch-menu";

const KEY = { instanceSlug: "casa", supplier: "centro", service: "delivery", lang: "es", menuCached: false } as const;

const answer = (version: string) => ({
  ok: true,
  status: 200,
  // jsdom has no Response: the fields the client reads are enough.
  headers: { get: (name: string) => (name === "etag" ? version : null) },
  json: async () => ({ menu: { products: [], categories: [] }, content_home: [], upselling_products: [], master_product_ids: [], currency: "COP", lang: "es" }),
});

/**
 * The menu API as the browser sees it: each load answers the next version of the list; a check (If-None-Match, every
 * MENU_CHECK_MS) answers 304 while it names the version now served, else that version. Answers the loads' mock.
 */
function serveVersions(versions: string[]) {
  const loads = jest.fn(async () => answer(versions.length > 1 ? versions.shift()! : versions[0]!));
  const checks = jest.fn(async (held: string) => (held === versions[0] ? { ok: false, status: 304, headers: { get: () => null }, json: async () => null } : answer(versions[0]!)));
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    const held = (init?.headers as Record<string, string> | undefined)?.["if-none-match"];
    return held ? checks(held) : loads();
  }) as unknown as typeof fetch;
  return Object.assign(loads, { checks });
}

function Menu({ rendered, onBehind }: { rendered: string; onBehind: () => void }) {
  const { menu, error } = useBranchMenu(KEY, rendered, onBehind);
  return (
    <>
      <p>{menu ? "menu" : "loading"}</p>
      {error && <p role="alert">{error.message}</p>}
    </>
  );
}

const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });

async function openPage(rendered: string, onBehind: () => void) {
  const view = render(<Menu rendered={rendered} onBehind={onBehind} />);
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.getByText("menu")).toBeInTheDocument();
  return view;
}

const reload = () => act(() => jest.advanceTimersByTimeAsync(MENU_RELOAD_MS));

describe("useBranchMenu: one refresh timer for the menu and its page", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    setVisibility("visible");
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("reloads the menu every 60 s and leaves the page alone while the menu is the one it shows", async () => {
    const fetchMock = serveVersions(['"v1"']);
    const onBehind = jest.fn();
    await openPage('"v1"', onBehind);
    await reload();
    await reload();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onBehind).not.toHaveBeenCalled();
  });

  it("asks the page to follow when a reload brings another menu, again while it still shows the old one, and no more once it follows", async () => {
    serveVersions(['"v1"', '"v2"']);
    const onBehind = jest.fn();
    const view = await openPage('"v1"', onBehind);
    expect(onBehind).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(MENU_CHECK_MS));
    expect(onBehind).toHaveBeenCalledTimes(1);
    // the page came back still showing v1 (a copy cached by a render begun before the change): asked once more
    await act(() => jest.advanceTimersByTimeAsync(MENU_CHECK_MS));
    expect(onBehind).toHaveBeenCalledTimes(2);
    view.rerender(<Menu rendered='"v2"' onBehind={onBehind} />);
    await reload();
    expect(onBehind).toHaveBeenCalledTimes(2);
  });

  it("asks at once when the page came from an older cached copy", async () => {
    serveVersions(['W/"v2"']);
    const onBehind = jest.fn();
    await openPage('"v1"', onBehind);
    expect(onBehind).toHaveBeenCalledTimes(1);
  });

  it("never asks for the page of the very menu it shows, even when a proxy weakened the ETag", async () => {
    serveVersions(['W/"v1"']);
    const onBehind = jest.fn();
    await openPage('"v1"', onBehind);
    await reload();
    expect(onBehind).not.toHaveBeenCalled();
  });

  it("skips the reloads of a hidden tab and reloads on its first visible minute", async () => {
    const fetchMock = serveVersions(['"v1"']);
    await openPage('"v1"', jest.fn());
    setVisibility("hidden");
    await reload();
    await reload();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setVisibility("visible");
    await reload();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keeps the last menu through a failed reload, and reloads when the connection comes back", async () => {
    const fetchMock = serveVersions(['"v1"']);
    await openPage('"v1"', jest.fn());
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await reload();
    expect(screen.getByText("menu")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch");
    await act(async () => {
      window.dispatchEvent(new Event("online"));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a menu changed meanwhile within one check, long before the next reload, and asks nothing more while it holds", async () => {
    const versions = ['"v1"'];
    const loads = serveVersions(versions);
    const onBehind = jest.fn();
    const view = await openPage('"v1"', onBehind);
    await act(() => jest.advanceTimersByTimeAsync(MENU_CHECK_MS));
    expect(loads.checks).toHaveBeenCalledTimes(1);
    expect(onBehind).not.toHaveBeenCalled();
    // staff mark a dish sold out: the next check brings the new menu
    versions[0] = '"v2"';
    await act(() => jest.advanceTimersByTimeAsync(MENU_CHECK_MS));
    expect(onBehind).toHaveBeenCalledTimes(1);
    expect(loads).toHaveBeenCalledTimes(1);
    view.rerender(<Menu rendered='"v2"' onBehind={onBehind} />);
    await act(() => jest.advanceTimersByTimeAsync(MENU_CHECK_MS));
    expect(loads.checks).toHaveBeenLastCalledWith('"v2"');
    expect(onBehind).toHaveBeenCalledTimes(1);
  });

  it("stops reloading once the page is gone", async () => {
    const fetchMock = serveVersions(['"v1"']);
    const view = await openPage('"v1"', jest.fn());
    view.unmount();
    await reload();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.checks).not.toHaveBeenCalled();
  });
});
