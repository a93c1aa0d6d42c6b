import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// Layer boundaries: lib/domain is pure (no server, browser or component code), so anything may import it; lib/server
// never reaches the browser (lib/client and "use client" files import its types only) and renders no components.
// The patterns match absolute (@/lib/server/…) and relative (../server/…) imports.
const SERVER = "^(@/lib/|(\\.\\./)+(lib/)?)server(/|$)";
const CLIENT = "^(@/lib/|(\\.\\./)+(lib/)?)client(/|$)";
const COMPONENTS = "^(@/|(\\.\\./)+)components(/|$)";

const serverCode = { regex: SERVER, message: "Server code (lib/server) stays out of client code: pass its data down as props or call the API." };
const clientCode = { regex: CLIENT, message: "lib/domain is pure: it imports no browser code (lib/client)." };
const components = { regex: COMPONENTS, message: "Components render; server code and domain rules never import them." };

// next-intl's client entry wraps useFormatter as it loads, so one hook imported from it ships use-intl's whole
// formatter (relative times, lists, ranges: ~0.8 kB gzip) on every page. use-intl/react is the copy its provider uses.
const intlHooks = {
  name: "next-intl",
  importNames: ["useTranslations", "useLocale", "useTimeZone", "useFormatter", "useNow", "useMessages"],
  message: "Import the hooks from use-intl/react (dates: lib/client/use-date-time.ts): next-intl's client entry ships use-intl's whole formatter on every page.",
};

// One convention for the data a screen reads from the API: useLive (lib/client/use-live.ts), never a second cache
// beside it (docs/decisions/036-one-live-data-hook.md).
const liveData = { group: ["swr", "swr/*"], message: "Read API data with useLive (lib/client/use-live.ts): one live-data hook, not SWR beside it (docs/decisions/036-one-live-data-hook.md)." };

/**
 * A "use client" file anywhere (app/, components/, lib/) must not import lib/server. Type-only imports
 * are let through: they vanish at compile time, and `import "server-only"` in lib/server fails the build
 * for any value that reaches the browser some other way.
 */
const useClientImports = ["ImportDeclaration[importKind!='type']", "ExportNamedDeclaration[exportKind!='type']", "ExportAllDeclaration[exportKind!='type']", "ImportExpression"].map(
  (node) => ({
    selector: `Program:has(> ExpressionStatement[directive='use client']) ${node}[source.value=/${SERVER.replaceAll("/", "\\/")}/]`,
    message: serverCode.message,
  }),
);

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "no-restricted-syntax": ["error", ...useClientImports],
      "no-restricted-imports": ["error", { paths: [intlHooks], patterns: [liveData] }],
    },
  },
  { files: ["lib/client/**"], rules: { "no-restricted-imports": ["error", { paths: [intlHooks], patterns: [liveData, { ...serverCode, allowTypeImports: true }] }] } },
  { files: ["lib/server/**"], rules: { "no-restricted-imports": ["error", { paths: [intlHooks], patterns: [liveData, components] }] } },
  {
    files: ["lib/domain/**"],
    rules: { "no-restricted-imports": ["error", { paths: [intlHooks], patterns: [liveData, { ...serverCode, message: "lib/domain is pure: it imports no server code (lib/server)." }, clientCode, components] }] },
  },
  {
    // No import cycles: a module and what it imports never lead back to it. The rule follows value imports and
    // import() (a type-only import has no run-time effect, so it skips those), resolving @/ through tsconfig.json;
    // packages are not read (no cycle comes back through them), which keeps it from parsing node_modules.
    files: ["app/**", "components/**", "lib/**", "proxy.ts"],
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json", alwaysTryTypes: true } },
      "import/ignore": ["/node_modules/"],
    },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Rules that read types: a promise nobody awaits or handles fails silently (a lost save, an unhandled
    // rejection), and a promise where a boolean or a void callback is expected is a bug that reads like code.
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
    },
  },
  {
    ignores: [".next/**", "node_modules/**", ".data/**", "coverage/**", "playwright-report/**", "test-results/**", "next-env.d.ts", ".bench/**", "public/sw.js"],
  },
];

export default config;
