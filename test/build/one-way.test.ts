import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One way to do each thing (docs/contributing.md): every chat message goes through the card or the
// notice pipeline, one render hook decorates them all, one pipeline rolls an action's dice.
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith(".ts") ? [full] : [];
  });
}

const FILES = sourceFiles("src/foundry").map((file) => ({ file: file.split(path.sep).join("/"), text: readFileSync(file, "utf8") }));
const filesMatching = (pattern: RegExp) => FILES.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe("one way to do each thing", () => {
  it("only the card and notice pipelines create chat messages", () => {
    expect(filesMatching(/ChatMessage(\.implementation)?\.create\(/)).toEqual(["src/foundry/chat/cards.ts", "src/foundry/shared/notices.ts"]);
  });

  it("one renderChatMessageHTML hook decorates every Shelf Wars message", () => {
    expect(filesMatching(/"renderChatMessageHTML"/)).toEqual(["src/foundry/chat/register.ts"]);
  });

  it("action rolls are registered as action cards, through one pipeline", () => {
    expect(filesMatching(/registerActionRoller\(/)).toEqual(["src/foundry/dice/action-card.ts", "src/foundry/dice/roll-request.ts"]);
  });

  it("every card kind is a module: the table read in its snapshot, the outcome derived from that snapshot alone", () => {
    const kindFiles = FILES.filter(({ file }) => /\/cards\/[a-z-]+-kind\.ts$/.test(file));
    // 12 files: the two upkeep kinds share one.
    expect(kindFiles.length).toBeGreaterThanOrEqual(12);
    for (const { file, text } of kindFiles) {
      expect(text, file).toMatch(/defineCardKind\(/);
      expect(text, file).not.toMatch(/: CardKind = \{/);
    }
  });

  it("barrels are used everywhere or nowhere: a folder with an index is imported only through it from outside", () => {
    const manifests = new Set(["src/index.ts", "src/foundry/angry-miniatures/index.ts", "src/foundry/knight-fight/index.ts", "src/foundry/precious-moments/index.ts"]);
    // Tests may reach a module behind a barrel to test it alone; the code and the benchmarks may not.
    const everywhere = ["src/rules", "src/foundry", "src/cli", "src/data", "bench"].flatMap((dir) => sourceFiles(dir)).map((file) => file.split(path.sep).join("/"));
    const barrels = everywhere.filter((file) => file.startsWith("src/") && file.endsWith("/index.ts") && !manifests.has(file)).map((file) => path.posix.dirname(file));
    expect(barrels.sort()).toEqual(["src/rules/angry-miniatures/policy", "src/rules/common/geometry", "src/rules/knight-fight/policy", "src/rules/precious-moments/policy"]);
    const bypassing: string[] = [];
    for (const file of everywhere) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/from "(\.[^"]+)"|import\("(\.[^"]+)"\)/g)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? match[2] ?? ""));
        const barrel = barrels.find((dir) => target.startsWith(`${dir}/`));
        if (barrel && !file.startsWith(`${barrel}/`)) bypassing.push(`${file} -> ${target}`);
      }
    }
    expect(bypassing).toEqual([]);
  });
});
