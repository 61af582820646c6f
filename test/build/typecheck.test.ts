import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const FIXTURES = "test/build/fixtures";
const MARKER = /\/\/ expect (TS\d+)/;
const DIAGNOSTIC = /^(.+?)\((\d+),\d+\): error (TS\d+):/;

/** One reported error, as `line: TSnnnn`. */
type Finding = `${number}: TS${number}`;

/** The errors a fixture must raise: one per `// expect TSnnnn` marker, on the marked line. */
function expectedFindings(fixture: string): Finding[] {
  const lines = fs.readFileSync(path.join(FIXTURES, fixture), "utf8").split("\n");
  return lines.flatMap((line, index) => {
    const code = MARKER.exec(line)?.[1];
    return code ? [`${index + 1}: ${code}` as Finding] : [];
  });
}

/**
 * Type-checks the fixtures in one compiler run with the project's options (a fixture sits two
 * folders below the repository, so `../../src/...` reaches the adapter); the errors per fixture.
 */
function typecheck(fixtures: readonly string[]): Map<string, Finding[]> {
  const dir = fs.mkdtempSync(path.join(process.cwd(), "node_modules", ".sw-typecheck-"));
  const probes = new Map(fixtures.map((fixture) => [fixture.replace(/\.txt$/, ""), fixture]));
  try {
    for (const [probe, fixture] of probes) fs.copyFileSync(path.join(FIXTURES, fixture), path.join(dir, probe));
    fs.writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({ extends: "../../tsconfig.json", include: [...probes.keys()], compilerOptions: { types: ["fvtt-types"] } }),
    );
    let output = "";
    try {
      execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", path.join(dir, "tsconfig.json"), "--pretty", "false"], { encoding: "utf8" });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    const findings = new Map<string, Finding[]>(fixtures.map((fixture) => [fixture, []]));
    for (const line of output.split("\n")) {
      const match = DIAGNOSTIC.exec(line);
      if (!match) continue;
      const fixture = probes.get(path.basename(match[1] ?? ""));
      if (!fixture || path.dirname(path.resolve(match[1] ?? "")) !== dir) throw new Error(`error outside the fixtures: ${line}`);
      findings.get(fixture)?.push(`${Number(match[2])}: ${match[3]}` as Finding);
    }
    return findings;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("type-checking is a real contract with Foundry's API", () => {
  const fixtures = ["wrong-signature.ts.txt", "right-signature.ts.txt", "sheet-calls.ts.txt", "tracker-and-dialog-calls.ts.txt"] as const;
  let findings: Map<string, Finding[]>;
  beforeAll(() => {
    findings = typecheck(fixtures);
  }, 180_000);

  it("rejects a Foundry call with a wrong signature", () => {
    expect(findings.get("wrong-signature.ts.txt")).toEqual(["3: TS2554"]);
    expect(expectedFindings("wrong-signature.ts.txt")).toEqual(["3: TS2554"]);
  });

  it("accepts the same call with the right signature", () => {
    expect(findings.get("right-signature.ts.txt")).toEqual([]);
  });

  it("checks a sheet on the shared base against ActorSheetV2: calls, super calls, overrides, options and registration", () => {
    const expected = expectedFindings("sheet-calls.ts.txt");
    expect(expected.length).toBeGreaterThanOrEqual(10);
    expect(findings.get("sheet-calls.ts.txt")).toEqual(expected);
  });

  it("checks the combat tracker and a Handlebars dialog against their full Foundry bases", () => {
    const expected = expectedFindings("tracker-and-dialog-calls.ts.txt");
    expect(expected.length).toBeGreaterThanOrEqual(7);
    expect(findings.get("tracker-and-dialog-calls.ts.txt")).toEqual(expected);
  });
});
