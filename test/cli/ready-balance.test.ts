// 20,000 seeded games per Knight Fight and Precious Moments ready pairing (each seed both ways
// round): each is within 45-55% for either side. Angry Miniatures: ready-balance-am.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expectInBand, READY_PAIRINGS } from "./ready-pairings";

const pairings = READY_PAIRINGS.filter((p) => p.ruleset !== "angry-miniatures");

describe("ready forces and choirs are fair matches", () => {
  it.each(pairings.map((p) => [`${p.blue} v ${p.red}`, p] as const))("%s: 45-55% over 20,000 games, both slots", async (_name, pairing) => {
    await expectInBand(pairing);
  }, 300_000);
});

describe("the balance table", () => {
  const journal = (ruleset: string): string =>
    (JSON.parse(readFileSync(`packs/_source/shelf-wars-rules/${ruleset}.json`, "utf8")) as { pages: { text?: { content?: string } }[] }).pages.map((p) => p.text?.content ?? "").join("\n");

  it.each(READY_PAIRINGS.map((p) => [`${p.blue} v ${p.red}`, p] as const))("%s: a row in the GM's guide's table (docs/playing.md) and in its ruleset's How to Play journal", (name, pairing) => {
    const readme = readFileSync("docs/playing.md", "utf8");
    expect(readme).toMatch(new RegExp(`^\\| [^|]+ \\| ${name} \\| \\d+\\.\\d% \\[\\d+\\.\\d%-\\d+\\.\\d%\\] \\| \\d+\\.\\d% \\| \\d+\\.\\d% \\|$`, "m"));
    expect(journal(pairing.ruleset)).toMatch(new RegExp(`<tr><td>${name}</td><td>\\d+\\.\\d% \\[\\d+\\.\\d%-\\d+\\.\\d%\\]</td><td>\\d+\\.\\d%</td><td>\\d+\\.\\d%</td></tr>`));
  });

  it("every Angry Miniatures ready team is in a suggested match, and is 3 figures", () => {
    const dir = "packs/_source/angry-miniatures-teams";
    const teams = readdirSync(dir).map((f) => JSON.parse(readFileSync(`${dir}/${f}`, "utf8")) as { name: string; system: { members: string[] } });
    const suggested = READY_PAIRINGS.flatMap((p) => (p.ruleset === "angry-miniatures" ? [p.blue, p.red] : []));
    expect(teams.map((t) => t.name).sort()).toEqual([...suggested].sort());
    for (const team of teams) expect(team.system.members, team.name).toHaveLength(3);
  });
});
