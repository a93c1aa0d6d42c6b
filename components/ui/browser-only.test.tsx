import { act, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { browserOnly } from "./browser-only";

function Greeting({ name }: { name: string }) {
  return <p>hola {name}</p>;
}

describe("browserOnly", () => {
  it("renders nothing on the server and never asks for the code there", () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Lazy = browserOnly(load);
    expect(renderToString(<Lazy name="Ana" />)).toBe("");
    expect(load).not.toHaveBeenCalled();
  });

  it("fetches the code when first rendered in the browser and renders it with its props", async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Lazy = browserOnly(load);
    expect(load).not.toHaveBeenCalled();
    render(<Lazy name="Ana" />);
    expect(await screen.findByText("hola Ana")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders nothing, and leaves the page standing, when the code cannot be fetched", async () => {
    const load = jest.fn(() => Promise.reject(new Error("offline")));
    const Lazy = browserOnly(load);
    render(<><p>menú</p><Lazy /></>);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(screen.getByText("menú")).toBeInTheDocument();
  });
});
