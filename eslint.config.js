import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

/** The names the pure rules may never touch: Foundry's globals and the DOM. */
export const FORBIDDEN_IN_RULES = ["game", "CONFIG", "canvas", "foundry", "Hooks", "ui", "window", "document"];

/** Imports each pure layer may not make: the adapter, the CLI, and the layers built on it. */
const PURE_LAYERS = {
  rules: { forbidden: ["**/foundry/**", "**/cli/**", "**/data/**"], message: "src/rules may not import the adapter, the CLI or the data layer." },
  data: { forbidden: ["**/foundry/**", "**/cli/**"], message: "src/data may not import the adapter or the CLI." },
};

/** src/rules and src/data are pure: no Foundry globals, no DOM, no Math.random, no Node APIs. */
const pureLayer = (layer) => ({
  files: [`src/${layer}/**/*.ts`],
  rules: {
    "no-restricted-globals": [
      "error",
      ...FORBIDDEN_IN_RULES.map((name) => ({
        name,
        message: `src/${layer} is pure: '${name}' belongs to the Foundry adapter (src/foundry).`,
      })),
    ],
    "no-restricted-syntax": [
      "error",
      {
        selector: "MemberExpression[object.name='Math'][property.name='random']",
        message: `src/${layer} is pure: dice come from an injected DiceRoller, never Math.random.`,
      },
    ],
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: PURE_LAYERS[layer].forbidden, message: PURE_LAYERS[layer].message },
          { group: ["node:*", "fs", "path"], message: `src/${layer} may not use Node APIs.` },
        ],
      },
    ],
  },
});

/** The CLI runs the rules and reads data in Node: it never loads the Foundry adapter. */
const cliBoundary = {
  files: ["src/cli/**/*.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: [{ group: ["**/foundry/**"], message: "src/cli may not import the Foundry adapter (src/foundry): read pack data through src/data." }] },
    ],
  },
};

export default tseslint.config(
  { ignores: ["dist/**", "dist-cli/**", "release/**", "node_modules/**", "test-results/**", "screenshots/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-namespace": "off",
    },
  },
  {
    files: ["src/foundry/**/*.ts", "src/index.ts", "test/browser/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  pureLayer("rules"),
  pureLayer("data"),
  cliBoundary,
);
