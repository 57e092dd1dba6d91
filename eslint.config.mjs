// ESLint flat config: typescript-eslint's strict set (rules without type information), React
// hooks, jsx-a11y, Testing Library.
// Formatting is Prettier's job (npm run lint runs both).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import testingLibrary from "eslint-plugin-testing-library";
import globals from "globals";

// Tests judge behaviour, never time: where tests live, no fixed sleep and no reading of the clock.
// A test holds what must wait at a gate, waits for an event or a count, and fakes the clock
// (page.clock, jest's fake timers); how fast is bench/'s question (npm run bench), exempt here.
const NO_TIME_FILES = ["e2e/**/*.ts", "testing/**/*.ts", "__tests__/**/*.{ts,tsx}"];
const NO_TIME =
  "tests judge behaviour, not time: hold it at a gate, wait for an event or a count, or use " +
  "page.clock / fake timers; timings belong in bench/ (npm run bench)";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "coverage/",
      ".lighthouseci/",
      "test-results/",
      "reports/",
      ".stryker-tmp/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18.3" } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/jsx-key": "error",
      "react/no-unknown-property": ["error", { ignore: ["css"] }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["__tests__/**/*.{ts,tsx}"],
    ...testingLibrary.configs["flat/react"],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Prettier keeps code within 100 characters but neither wraps comments nor breaks strings: a
    // comment anywhere in the repository stays within the same width; a long string (a message
    // kept whole, to be found by searching for it) is left as Prettier leaves it. The generated
    // src/gatsby-types.d.ts is ignored above.
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    rules: {
      "max-len": [
        "error",
        {
          code: 100,
          comments: 100,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
        },
      ],
    },
  },
  {
    files: NO_TIME_FILES,
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: `A fixed sleep: ${NO_TIME}.`,
        },
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message: `A promise around setTimeout is a fixed sleep: ${NO_TIME}.`,
        },
      ],
      "no-restricted-properties": [
        "error",
        { object: "Date", property: "now", message: `Reading the clock: ${NO_TIME}.` },
        { object: "performance", property: "now", message: `Reading the clock: ${NO_TIME}.` },
      ],
      "no-restricted-imports": [
        "error",
        ...["timers/promises", "node:timers/promises"].map((name) => ({
          name,
          message: `A timer to await is a fixed sleep: ${NO_TIME}.`,
        })),
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
