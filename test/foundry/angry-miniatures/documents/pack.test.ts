import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CRIT_IDS } from "../../../../src/rules/angry-miniatures/crits";
import { deriveFigure, figureViolations, figureWarnings, validateFigure } from "../../../../src/rules/angry-miniatures/figure";
import { FLAW_IDS, PERK_IDS } from "../../../../src/rules/angry-miniatures/traits";
import { ATTACK_TYPES } from "../../../../src/rules/angry-miniatures/types";
import { toAmFigure, type FigureSource } from "../../../../src/data/angry-miniatures/figure-source";
import path from "node:path";
import { packFigures, type PackFigure } from "./setup";

/** The token fields the pack sets beyond what setup's PackFigure names. */
type PackedFigure = PackFigure & {
  prototypeToken: PackFigure["prototypeToken"] & {
    texture: { src: string };
    width: number;
    height: number;
    disposition: number;
    displayBars: number;
    displayName: number;
    name: string;
  };
};

/**
 * Foundry v13's numbers, as a compendium source stores them:
 * CONST.TOKEN_DISPOSITIONS (https://foundryvtt.com/api/v13/variables/CONST.TOKEN_DISPOSITIONS.html)
 * and CONST.TOKEN_DISPLAY_MODES (https://foundryvtt.com/api/v13/variables/CONST.TOKEN_DISPLAY_MODES.html).
 */
const DISPOSITION = { HOSTILE: -1, FRIENDLY: 1 } as const;
const DISPLAY_MODE = { OWNER_HOVER: 20, HOVER: 30 } as const;

describe("angry-miniatures-figures compendium pack", () => {
  const figures = packFigures() as PackedFigure[];

  it("holds at least 12 figures", () => expect(figures.length).toBeGreaterThanOrEqual(12));

  it.each([
    ["attack type", ATTACK_TYPES, (f: PackFigure) => f.system.attackTypes as string[]],
    ["perk", PERK_IDS, (f: PackFigure) => [f.system.perk as string]],
    ["flaw", FLAW_IDS, (f: PackFigure) => [f.system.flaw as string]],
    ["crit", CRIT_IDS, (f: PackFigure) => [f.system.crit as string]],
  ] as const)("uses every %s at least once across the set", (_what, all, used) => {
    const seen = new Set(figures.flatMap(used));
    expect(all.filter((id) => !seen.has(id))).toEqual([]);
  });

  it("gives every figure its own name", () => {
    expect(new Set(figures.map((f) => f.name)).size).toBe(figures.length);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s is a legal figure at full Health", (_name, figure) => {
    const am = toAmFigure(figure.system as unknown as FigureSource);
    expect(figureViolations(am).map((v) => v.message)).toEqual([]);
    expect(() => validateFigure(am)).not.toThrow();
    expect(figure.system.health.value).toBe(deriveFigure(am).health);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s has no perk, flaw or crit that cannot apply or cancels out", (_name, figure) => {
    const am = toAmFigure(figure.system as unknown as FigureSource);
    // The Unpainted notice is advice shown for every Unpainted figure, not a wasted choice.
    const wasted = figureWarnings(am).filter((w) => w.code !== "AngryMiniatures.Warning.Unpainted");
    expect(wasted.map((w) => w.message)).toEqual([]);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s has a short description in its notes", (_name, figure) => {
    const notes = String(figure.system.notes);
    expect(notes).toMatch(/^<p>.+<\/p>$/s);
    const words = notes.replace(/<[^>]+>/g, " ").trim().split(/\s+/);
    expect(words.length).toBeGreaterThanOrEqual(8);
    expect(words.length).toBeLessThanOrEqual(80);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s has an id, key, its own portrait and token image and a Health token bar", (_name, figure) => {
    expect(figure._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(figure._key).toBe(`!actors!${figure._id}`);
    expect(figure.type).toBe("angry-miniatures-figure");
    const portrait = /^systems\/shelf-wars\/(assets\/angry-miniatures\/figures\/[a-z-]+\.svg)$/.exec(figure.img);
    const token = /^systems\/shelf-wars\/(assets\/angry-miniatures\/figures\/[a-z-]+-token\.svg)$/.exec(figure.prototypeToken.texture.src);
    expect(portrait?.[1] && fs.existsSync(portrait[1]), figure.img).toBe(true);
    expect(token?.[1] && fs.existsSync(token[1]), figure.prototypeToken.texture.src).toBe(true);
    expect(figure.prototypeToken.bar1.attribute).toBe("health");
  });

  it("gives no two figures the same portrait or token image", () => {
    const images = figures.flatMap((f) => [f.img, f.prototypeToken.texture.src]);
    expect(new Set(images).size).toBe(images.length);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s has one-square, linked, named token defaults with a side", (_name, figure) => {
    const token = figure.prototypeToken;
    expect({ width: token.width, height: token.height }).toEqual({ width: 1, height: 1 });
    expect(token.name).toBe(figure.name);
    expect(token.actorLink).toBe(true);
    expect([DISPOSITION.HOSTILE, DISPOSITION.FRIENDLY]).toContain(token.disposition);
    expect(token.displayName).toBe(DISPLAY_MODE.HOVER);
    expect(token.displayBars).toBe(DISPLAY_MODE.OWNER_HOVER);
  });
});

const TEAM_DIR = "packs/_source/angry-miniatures-teams";
const FIGURE_UUID = /^Compendium\.shelf-wars\.angry-miniatures-figures\.Actor\.([A-Za-z0-9]{16})$/;

interface PackTeam {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  system: { members: string[]; notes: string };
  prototypeToken: { disposition: number };
}

function packTeams(): PackTeam[] {
  return fs
    .readdirSync(TEAM_DIR)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(TEAM_DIR, f), "utf8")) as PackTeam);
}

describe("angry-miniatures-teams compendium pack", () => {
  const teams = packTeams();
  const figures = packFigures() as PackedFigure[];
  const byId = new Map(figures.map((f) => [f._id, f]));
  const membersOf = (team: PackTeam): PackedFigure[] =>
    team.system.members.map((uuid) => {
      const id = FIGURE_UUID.exec(uuid)?.[1];
      const figure = id === undefined ? undefined : byId.get(id);
      if (!figure) throw new Error(`${team.name}: ${uuid} names no figure of the angry-miniatures-figures pack`);
      return figure;
    });

  it("holds six ready teams: three a side, as DECISIONS' teams of 3 need for several matches", () => {
    expect(teams).toHaveLength(6);
    for (const team of teams) {
      expect(team.type).toBe("angry-miniatures-team");
      expect(team._key).toBe(`!actors!${team._id}`);
      expect(team.system.notes).toMatch(/^<p>.+<\/p>$/s);
    }
  });

  it.each(packTeams().map((t) => [t.name, t] as const))("%s lists its figures by compendium uuid, each once", (_name, team) => {
    expect(team.system.members.length).toBeGreaterThanOrEqual(3);
    expect(new Set(team.system.members).size).toBe(team.system.members.length);
    expect(membersOf(team).length).toBe(team.system.members.length);
  });

  it("puts every figure of the figures pack in exactly one team", () => {
    const listed = teams.flatMap((team) => membersOf(team).map((f) => f._id));
    expect(listed.sort()).toEqual(figures.map((f) => f._id).sort());
  });

  it("gives one team's figures friendly tokens and the other's hostile ones", () => {
    const dispositions = teams.map((team) => new Set(membersOf(team).map((f) => f.prototypeToken.disposition)));
    expect(dispositions.map((d) => [...d])).toEqual(
      expect.arrayContaining([[DISPOSITION.FRIENDLY], [DISPOSITION.HOSTILE]]),
    );
    for (const team of teams) expect([team.prototypeToken.disposition]).toEqual([...new Set(membersOf(team).map((f) => f.prototypeToken.disposition))]);
  });

  it("fields teams of 3 (the rules' set-up), each with a melee fighter and a range or magic attacker", () => {
    for (const members of teams.map(membersOf)) {
      expect(members).toHaveLength(3);
      const types = new Set(members.flatMap((f) => f.system.attackTypes as string[]));
      expect(types.has("melee")).toBe(true);
      expect(types.has("range") || types.has("magic")).toBe(true);
    }
  });
});
