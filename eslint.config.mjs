import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    ignores: [".next/**", "node_modules/**", ".data/**", "coverage/**", "playwright-report/**", "test-results/**", "next-env.d.ts", ".bench/**"],
  },
];

export default config;
