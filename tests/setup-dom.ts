// The App Router is not mounted in jsdom, and its useRouter throws without it: components get a router whose
// navigations do nothing (a test that checks a navigation mocks its own, with spies).
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() }),
}));

// jsdom has no modal dialogs: showModal and close open and close the <dialog> (its `close` event included), so a
// component's dialog can be read and used; its focus trap and inert page are the browser's, checked end to end.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event("close"));
};
