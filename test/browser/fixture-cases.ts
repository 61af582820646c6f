import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";

const WRITE = process.env.SHELF_WARS_WRITE_FIXTURES === "1";

interface FixtureCase {
  name: string;
  context: unknown;
}

/** The shape of a JSON value: its type, object keys and (for arrays) the set of element shapes. */
export function shapeOf(value: unknown): unknown {
  if (value === null) return "null";
  if (Array.isArray(value)) {
    const shapes = new Map(value.map((v) => [JSON.stringify(shapeOf(v)), shapeOf(v)]));
    return { array: [...shapes.keys()].sort().map((k) => shapes.get(k)) };
  }
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shapeOf(v)]),
    );
  }
  return typeof value;
}

/**
 * A checker requiring each named fixture case (under `fixtures`) to have the shape of the context
 * the code builds (with SHELF_WARS_WRITE_FIXTURES=1, it stores it), and leaving the live contexts
 * under `live` (test-results/browser-contexts/...), where the browser run (after vitest in
 * `npm test`) renders them in place of the committed ones, so the pages show what the code
 * produces today.
 */
export function fixtureCaseChecker(fixtures: string, live: string): (relative: string, built: Record<string, unknown>) => void {
  return (relative, built) => {
    const liveFile = path.join(live, relative);
    fs.mkdirSync(path.dirname(liveFile), { recursive: true });
    fs.writeFileSync(liveFile, `${JSON.stringify({ cases: Object.entries(built).map(([name, context]) => ({ name, context })) }, null, 2)}\n`);
    const file = path.join(fixtures, relative);
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as { cases?: FixtureCase[] };
    const cases = data.cases ?? [];
    if (WRITE) {
      for (const c of cases) if (c.name in built) c.context = JSON.parse(JSON.stringify(built[c.name]));
      fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    }
    for (const [name, context] of Object.entries(built)) {
      const found = cases.find((c) => c.name === name);
      expect(found, `${relative} has no case "${name}"`).toBeDefined();
      expect(shapeOf(found?.context), `${relative} [${name}] differs in shape from what the code builds`).toEqual(shapeOf(JSON.parse(JSON.stringify(context))));
    }
  };
}
