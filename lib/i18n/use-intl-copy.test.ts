import { join } from "node:path";

// Client components take their hooks from use-intl/react (eslint.config.mjs says why), while the layouts' provider
// is next-intl's: both must reach the same copy of use-intl, or the hooks would not find the provider's messages.
describe("use-intl", () => {
  it("is one copy for the app's hooks and next-intl's provider", () => {
    const fromNextIntl = require.resolve("use-intl/react", { paths: [join(process.cwd(), "node_modules", "next-intl")] });
    expect(fromNextIntl).toBe(require.resolve("use-intl/react"));
  });
});
