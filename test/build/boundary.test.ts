import { ESLint } from "eslint";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const FORBIDDEN = ["game", "CONFIG", "canvas", "foundry", "Hooks", "ui", "window", "document"];

describe("the rules/adapter boundary (ESLint)", () => {
  const eslint = new ESLint();

  for (const name of FORBIDDEN) {
    it(`refuses '${name}' inside src/data`, async () => {
      const [result] = await eslint.lintText(`export const planted = () => ${name};\n`, { filePath: "src/data/common/planted.ts" });
      expect(result?.messages.map((m) => m.ruleId)).toContain("no-restricted-globals");
    });
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

  const importRuleIds = async (source: string, filePath: string): Promise<(string | null)[]> => {
    const [result] = await eslint.lintText(source, { filePath });
    return result?.messages.map((m) => m.ruleId) ?? [];
  };

  it("refuses an import of the adapter from the CLI", async () => {
    expect(await importRuleIds('import { x } from "../../foundry/angry-miniatures/x";\nexport const y = x;\n', "src/cli/simulate/planted.ts")).toContain("no-restricted-imports");
  });

  it("lets the CLI import the rules and the data layer", async () => {
    const source = 'import { a } from "../../rules/angry-miniatures/figure";\nimport { b } from "../../data/angry-miniatures/figure-source";\nexport const c = [a, b];\n';
    expect(await importRuleIds(source, "src/cli/simulate/planted.ts")).not.toContain("no-restricted-imports");
  });

  it("refuses an import of the adapter or the CLI from src/data, and of src/data from src/rules", async () => {
    expect(await importRuleIds('import { x } from "../../foundry/x";\nexport const y = x;\n', "src/data/knight-fight/planted.ts")).toContain("no-restricted-imports");
    expect(await importRuleIds('import { x } from "../../cli/x";\nexport const y = x;\n', "src/data/knight-fight/planted.ts")).toContain("no-restricted-imports");
    expect(await importRuleIds('import { x } from "../../data/knight-fight/x";\nexport const y = x;\n', "src/rules/knight-fight/planted.ts")).toContain("no-restricted-imports");
  });
});

/** Every relative module path a source file names (static imports and exports, dynamic imports). */
function importedPaths(text: string): string[] {
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1] ?? "");
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.(ts|mts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe("the CLI never loads the Foundry adapter", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const adapter = path.join(root, "src", "foundry") + path.sep;

  it("no file under src/cli imports a module under src/foundry", () => {
    const offending = sourceFiles(path.join(root, "src", "cli")).flatMap((file) =>
      importedPaths(readFileSync(file, "utf8"))
        .filter((spec) => path.resolve(path.dirname(file), spec).startsWith(adapter))
        .map((spec) => `${path.relative(root, file)} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it("the scan sees an import of the adapter (so an empty list above means something)", () => {
    const planted = 'import { toAmFigure } from "../../foundry/angry-miniatures/documents/figure-source";';
    const file = path.join(root, "src", "cli", "simulate", "planted.ts");
    expect(importedPaths(planted).filter((spec) => path.resolve(path.dirname(file), spec).startsWith(adapter))).toHaveLength(1);
  });
});
