import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Type-checks one file against fvtt-types with the project's compiler options. */
function typecheck(fixture: string): { ok: boolean; output: string } {
  const dir = fs.mkdtempSync(path.join(process.cwd(), "node_modules", ".sw-typecheck-"));
  try {
    fs.copyFileSync(path.join("test/build/fixtures", fixture), path.join(dir, "probe.ts"));
    fs.writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({ extends: "../../tsconfig.json", include: ["probe.ts"], compilerOptions: { types: ["fvtt-types"] } }),
    );
    execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", path.join(dir, "tsconfig.json")], { encoding: "utf8" });
    return { ok: true, output: "" };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("type-checking is a real contract with Foundry's API", () => {
  it("rejects a Foundry call with a wrong signature", () => {
    const result = typecheck("wrong-signature.ts.txt");
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/TS2554/);
  }, 120_000);

  it("accepts the same call with the right signature", () => {
    expect(typecheck("right-signature.ts.txt")).toEqual({ ok: true, output: "" });
  }, 120_000);
});
