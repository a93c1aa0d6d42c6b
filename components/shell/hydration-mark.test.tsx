import { render } from "@testing-library/react";
import { HydrationMark } from "./hydration-mark";
import { HYDRATED_ATTRIBUTE, preHydrationSubmitScript } from "./pre-hydration-script";

/** The server's markup: a form the diner fills and sends before the app's scripts ran, and the head script. */
function serverPage() {
  document.body.innerHTML = '<form><input name="address" value="Cll"><button type="submit" name="go" value="confirm">Confirmar</button></form>';
  new Function(preHydrationSubmitScript())();
  const form = document.querySelector("form")!;
  const button = document.querySelector("button")!;
  return { form, button };
}

describe("a form sent before hydration", () => {
  afterEach(() => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    delete window.__comandaSubmitHeld;
  });

  it("is held (the browser never sends it and reloads) and sent again, with its button, once the app has hydrated", () => {
    const { form, button } = serverPage();
    const submitted: Array<{ prevented: boolean; submitter: Element | null }> = [];
    // React's own handler, as it will be after hydration: it always handles the form itself
    form.addEventListener("submit", (event) => {
      submitted.push({ prevented: event.defaultPrevented, submitter: event.submitter });
      event.preventDefault();
    });

    button.click();
    expect(submitted).toEqual([{ prevented: true, submitter: button }]); // held: the browser did not send it
    expect((form.elements.namedItem("address") as HTMLInputElement).value).toBe("Cll");

    render(<HydrationMark />);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(submitted).toEqual([
      { prevented: true, submitter: button },
      { prevented: false, submitter: button }, // sent again, now for the app to handle
    ]);
  });

  it("leaves forms alone once the page is hydrated, and sends nothing again when nothing was held", () => {
    const { form, button } = serverPage();
    const prevented: boolean[] = [];
    render(<HydrationMark />);
    form.addEventListener("submit", (event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    });
    expect(prevented).toEqual([]);
    button.click();
    expect(prevented).toEqual([false]);
  });
});
