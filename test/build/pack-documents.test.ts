import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveFigure, figureViolations } from "../../src/rules/angry-miniatures/figure";
import { toAmFigure, type FigureSource } from "../../src/data/angry-miniatures/figure-source";
import { pmFigureViolations, toPmFigure, type PmFigureSource } from "../../src/data/precious-moments/figure-source";
import { checkChoirBudget, DEFAULT_CHOIR_BUDGET } from "../../src/rules/precious-moments/choir";
import { validateFigure as validateKfFigure, type KfFigureStats } from "../../src/rules/knight-fight/figure";
import { checkForce } from "../../src/rules/knight-fight/force";
import { removeStandIn } from "../foundry-stand-in";
import { createActorPack } from "../foundry-stand-in/parts/data-models";
import type { StandInDocumentData } from "../foundry-stand-in/parts/documents";
import { bootWorld } from "../foundry/angry-miniatures/documents/setup";
import { SYSTEM_ID } from "../../tools/lib/paths.mjs";
import { builtManifest } from "./dist";
import { allSourceDocs, type PackDoc, type SourceDoc } from "./pack-docs";

const docs = allSourceDocs();
const manifest = builtManifest();
const packType = (pack: string): string | undefined => manifest.packs.find((p) => p.name === pack)?.type;

/** A compendium uuid of this system's packs, as a team roster stores it. */
const COMPENDIUM_UUID = new RegExp(`^Compendium\\.${SYSTEM_ID}\\.([a-z0-9-]+)\\.Actor\\.([A-Za-z0-9]{16})$`);
const byPackAndId = new Map(docs.map((d) => [`${d.pack}/${d.doc._id}`, d]));

/** The rules engine's legality check for each document type the packs hold; each returns what is wrong. */
const LEGALITY: Readonly<Record<string, (doc: PackDoc) => string[]>> = {
  "angry-miniatures-figure": (doc) => {
    const figure = toAmFigure(doc.system as unknown as FigureSource, doc.name);
    const broken = figureViolations(figure).map((v) => v.message);
    if (broken.length > 0) return broken;
    const health = (doc.system as { health: { value: number } }).health.value;
    const max = deriveFigure(figure).health;
    return health === max ? [] : [`starts at ${health} Health, not its maximum ${max}`];
  },
  "angry-miniatures-team": (doc) =>
    ((doc.system as { members: string[] }).members ?? []).flatMap((uuid) => {
      const [, pack, id] = COMPENDIUM_UUID.exec(uuid) ?? [];
      const member = byPackAndId.get(`${pack}/${id}`);
      if (!member) return [`member ${uuid} names no document of this system's packs`];
      return member.doc.type === "angry-miniatures-figure" ? [] : [`member ${uuid} is a ${String(member.doc.type)}, not a figure`];
    }),
  "knight-fight-figure": (doc) => {
    const { speed, combat, defence, cls } = doc.system as unknown as KfFigureStats;
    try {
      validateKfFigure({ speed, combat, defence, cls });
      return [];
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  },
  "knight-fight-force": (doc) => {
    const members = (doc.system as { members: string[] }).members ?? [];
    const figures: KfFigureStats[] = [];
    const problems = members.flatMap((uuid) => {
      const [, pack, id] = COMPENDIUM_UUID.exec(uuid) ?? [];
      const member = byPackAndId.get(`${pack}/${id}`);
      if (!member) return [`member ${uuid} names no document of this system's packs`];
      if (member.doc.type !== "knight-fight-figure") return [`member ${uuid} is a ${String(member.doc.type)}, not a figure`];
      figures.push(member.doc.system as unknown as KfFigureStats);
      return [];
    });
    if (problems.length > 0) return problems;
    return checkForce(figures).flatMap((check) => (check.ok ? [] : [check.violation?.message ?? "breaks a force rule"]));
  },
  "precious-moments-figure": (doc) => {
    const source = doc.system as unknown as PmFigureSource;
    const broken = pmFigureViolations(source).map((v) => v.message);
    if (broken.length > 0) return broken;
    return source.value === source.startingValue ? [] : [`starts at $${String(source.value)}, not its starting Value $${String(source.startingValue)}`];
  },
  "precious-moments-choir": (doc) => {
    const members = (doc.system as { members: string[] }).members ?? [];
    const figures: PackDoc[] = [];
    const problems = members.flatMap((uuid) => {
      const [, pack, id] = COMPENDIUM_UUID.exec(uuid) ?? [];
      const member = byPackAndId.get(`${pack}/${id}`);
      if (!member) return [`member ${uuid} names no document of this system's packs`];
      if (member.doc.type !== "precious-moments-figure") return [`member ${uuid} is a ${String(member.doc.type)}, not a figure`];
      figures.push(member.doc);
      return [];
    });
    if (problems.length > 0) return problems;
    const budget = checkChoirBudget(figures.map((f) => toPmFigure(f.system as unknown as PmFigureSource, f.name)), DEFAULT_CHOIR_BUDGET, doc.name);
    return budget.ok ? [] : [`costs ${budget.total}, over the budget of ${DEFAULT_CHOIR_BUDGET}`];
  },
};

const label = ({ pack, doc }: SourceDoc): string => `${pack}: ${doc.name}`;

describe("pack document ids", () => {
  it("are 16-character alphanumeric ids, unique across every pack", () => {
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.filter(({ doc }) => !/^[A-Za-z0-9]{16}$/.test(doc._id)).map(label)).toEqual([]);
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of docs) {
      const other = seen.get(entry.doc._id);
      if (other) clashes.push(`${entry.doc._id}: ${other} and ${label(entry)}`);
      seen.set(entry.doc._id, label(entry));
    }
    expect(clashes).toEqual([]);
  });
});

describe("Actor pack documents against the system's data models", () => {
  const actors = docs.filter((d) => packType(d.pack) === "Actor");
  const declared = Object.keys((manifest.documentTypes as { Actor?: Record<string, unknown> }).Actor ?? {});

  beforeAll(async () => {
    await bootWorld();
  });
  afterAll(() => removeStandIn());

  it("finds the Actor packs' documents", () => expect(actors.length).toBeGreaterThan(0));

  it.each(actors.map((d) => [label(d), d] as const))("%s has a declared type and loads as its model validates it, strictly", (_label, { pack, doc }) => {
    expect(declared).toContain(doc.type);
    // createActorPack constructs each document strictly, as a pack's documents load in Foundry: an invalid one throws.
    const loaded = createActorPack(`${SYSTEM_ID}.${pack}.${doc._id}`, [doc as unknown as StandInDocumentData & { _id: string }], {
      locked: true,
      packageType: "system",
    });
    expect(loaded.contents[0]?.model.invalid).toBe(false);
  });

  it.each(actors.map((d) => [label(d), d] as const))("%s passes the rules engine's legality check", (_label, { doc }) => {
    const check = LEGALITY[String(doc.type)];
    expect(check, `no legality check for ${String(doc.type)} documents: add one to LEGALITY`).toBeDefined();
    expect(check?.(doc)).toEqual([]);
  });

  it("catches an illegal figure and a roster entry naming nothing (the checks can fail)", () => {
    const figure = actors.find((d) => d.doc.type === "angry-miniatures-figure")?.doc;
    const team = actors.find((d) => d.doc.type === "angry-miniatures-team")?.doc;
    if (!figure || !team) throw new Error("the packs hold no figure or no team to mutate");
    const tooStrong = { ...figure, system: { ...figure.system, mind: 7, body: 7 } };
    expect(LEGALITY["angry-miniatures-figure"]?.(tooStrong).join()).toMatch(/sum to exactly 9/);
    const dangling = { ...team, system: { ...team.system, members: [`Compendium.${SYSTEM_ID}.angry-miniatures-figures.Actor.nosuchfigure0000`] } };
    expect(LEGALITY["angry-miniatures-team"]?.(dangling)).toHaveLength(1);
    const badShape = { ...figure, _id: "badshape00000001", system: { ...figure.system, attackTypes: "melee" } };
    expect(() => createActorPack(`${SYSTEM_ID}.bad`, [badShape as unknown as StandInDocumentData & { _id: string }])).toThrow(/attackTypes/);
  });
});
