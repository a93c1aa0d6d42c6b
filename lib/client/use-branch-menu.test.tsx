import { act, render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { MENU_RELOAD_MS } from "@/lib/domain/constants";
import { useBranchMenu } from "./use-branch-menu";

const KEY = { instanceSlug: "casa", supplier: "centro", service: "delivery", lang: "es", menuCached: false } as const;

/** The menu API as the browser sees it: each call answers the next version of the list. */
function serveVersions(versions: string[]) {
  const fetchMock = jest.fn(async () => {
    const version = versions.length > 1 ? versions.shift()! : versions[0];
    // jsdom has no Response: the fields the client reads are enough.
    return {
      ok: true,
      status: 200,
      headers: { get: (name: string) => (name === "etag" ? version : null) },
      json: async () => ({ menu: { products: [], categories: [] }, content_home: [], upselling_products: [], master_product_ids: [], currency: "COP", lang: "es" }),
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function Menu({ rendered, onBehind }: { rendered: string; onBehind: () => void }) {
  const { menu } = useBranchMenu(KEY, rendered, onBehind);
  return <p>{menu ? "menu" : "loading"}</p>;
}

async function openPage(rendered: string, onBehind: () => void) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Menu rendered={rendered} onBehind={onBehind} />
    </SWRConfig>,
  );
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.getByText("menu")).toBeInTheDocument();
}

const reload = () => act(() => jest.advanceTimersByTimeAsync(MENU_RELOAD_MS));

describe("useBranchMenu: one refresh timer for the menu and its page", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
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

  it("asks the page to follow, once, when a reload brings another menu", async () => {
    serveVersions(['"v1"', '"v2"']);
    const onBehind = jest.fn();
    await openPage('"v1"', onBehind);
    expect(onBehind).not.toHaveBeenCalled();
    await reload();
    expect(onBehind).toHaveBeenCalledTimes(1);
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
});
