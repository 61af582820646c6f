import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const FORBIDDEN = ["game", "CONFIG", "canvas", "foundry", "Hooks", "ui", "window", "document"];

describe("the rules/adapter boundary (ESLint)", () => {
  const eslint = new ESLint();

  for (const name of FORBIDDEN) {
    it(`refuses '${name}' inside src/rules`, async () => {
      const [result] = await eslint.lintText(`export const planted = () => ${name};\n`, {
        filePath: "src/rules/common/planted.ts",
      });
      const messages = result?.messages.map((m) => m.ruleId) ?? [];
      expect(messages).toContain("no-restricted-globals");
    });
  }

  it("refuses Math.random inside src/rules", async () => {
    const [result] = await eslint.lintText("export const r = () => Math.random();\n", { filePath: "src/rules/common/planted.ts" });
    expect(result?.messages.map((m) => m.ruleId)).toContain("no-restricted-syntax");
  });

  it("allows the same code in the adapter", async () => {
    const [result] = await eslint.lintText("export const planted = () => game;\n", { filePath: "src/foundry/planted.ts" });
    expect(result?.messages.filter((m) => m.ruleId === "no-restricted-globals")).toEqual([]);
  });

  it("refuses an explicit any anywhere", async () => {
    const [result] = await eslint.lintText("export const x: any = 1;\n", { filePath: "src/foundry/planted.ts" });
    expect(result?.messages.map((m) => m.ruleId)).toContain("@typescript-eslint/no-explicit-any");
  });
});
