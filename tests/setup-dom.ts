// The App Router is not mounted in jsdom, and its useRouter throws without it: components get a router whose
// navigations do nothing (a test that checks a navigation mocks its own, with spies).
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn() }),
}));
