import { describe, expect, it } from "vitest";
import { areaGraph, cycles, folderOf, importGraph } from "../../tools/lib/import-graph.mjs";

// A cycle means two files (or two areas) that cannot be understood, tested or moved apart. Type-only
// imports count: they are still a dependency a reader has to follow.
const graph = importGraph(process.cwd());

describe("imports in src", () => {
  it("reads the whole tree", () => {
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get("src/foundry/system.ts")).toContain("src/foundry/ruleset/ruleset.ts");
  });

  it("no file imports itself through others", () => {
    expect(cycles(graph)).toEqual([]);
  });

  it("no area (src/foundry/<area>, src/rules/<ruleset>, src/cli/<area>) reaches back into one that imports it", () => {
    const areas = areaGraph(graph);
    const found = cycles(areas.graph).map((group) => group.map((from) => group.flatMap((to) => areas.examples.get(`${from} -> ${to}`) ?? [])).flat());
    expect(found).toEqual([]);
  });

  it("no folder, at any depth (a ruleset's cards/, play/, sheets/...), reaches back into one that imports it", () => {
    const folders = areaGraph(graph, folderOf);
    const found = cycles(folders.graph).map((group) => group.map((from) => group.flatMap((to) => folders.examples.get(`${from} -> ${to}`) ?? [])).flat());
    expect(found).toEqual([]);
  });

  // Inside a ruleset: table/ (the scene as the rules read it, and what is worked out over it) is
  // read by cards/ (each card kind derives its outcome from it) and play/ (dialogs, hooks);
  // cards/ never reaches into play/, and table/ into neither.
  it.each(["angry-miniatures", "knight-fight", "precious-moments"])("%s: cards/ never imports play/, table/ neither of them", (ruleset) => {
    const base = `src/foundry/${ruleset}/`;
    const crossing = (from: string, into: readonly string[]) =>
      [...graph].flatMap(([file, imports]) => (file.startsWith(base + from) ? imports.filter((target) => into.some((folder) => target.startsWith(base + folder))).map((target) => `${file} -> ${target}`) : []));
    expect([...graph.keys()].some((file) => file.startsWith(`${base}cards/`))).toBe(true);
    expect(crossing("cards/", ["play/"])).toEqual([]);
    expect(crossing("table/", ["play/", "cards/"])).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    const planted = new Map([
      ["src/foundry/chat/a.ts", ["src/foundry/dice/b.ts"]],
      ["src/foundry/dice/b.ts", ["src/foundry/chat/c.ts"]],
      ["src/foundry/chat/c.ts", ["src/foundry/chat/a.ts"]],
    ]);
    expect(cycles(planted)).toEqual([["src/foundry/chat/a.ts", "src/foundry/chat/c.ts", "src/foundry/dice/b.ts"]]);
    expect(cycles(areaGraph(new Map([["src/foundry/chat/a.ts", ["src/foundry/dice/b.ts"]], ["src/foundry/dice/b.ts", ["src/foundry/chat/c.ts"]]])).graph)).toEqual([["src/foundry/chat", "src/foundry/dice"]]);
  });
});
