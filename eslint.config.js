import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

/** The names the pure rules may never touch: Foundry's globals and the DOM. */
export const FORBIDDEN_IN_RULES = ["game", "CONFIG", "canvas", "foundry", "Hooks", "ui", "window", "document"];

const boundary = {
  files: ["src/rules/**/*.ts"],
  rules: {
    "no-restricted-globals": [
      "error",
      ...FORBIDDEN_IN_RULES.map((name) => ({
        name,
        message: `src/rules is pure: '${name}' belongs to the Foundry adapter (src/foundry).`,
      })),
    ],
    "no-restricted-syntax": [
      "error",
      {
        selector: "MemberExpression[object.name='Math'][property.name='random']",
        message: "src/rules is pure: dice come from an injected DiceRoller, never Math.random.",
      },
    ],
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: ["**/foundry/**", "**/cli/**"], message: "src/rules may not import the adapter or the CLI." },
          { group: ["node:*", "fs", "path"], message: "src/rules may not use Node APIs." },
        ],
      },
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
  boundary,
);
