import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validateFigure, pietyFromDevotion } from "../../../../src/rules/precious-moments/figure";
import { checkChoirBudget, DEFAULT_CHOIR_BUDGET } from "../../../../src/rules/precious-moments/choir";
import { toPmFigure, pmFigureViolations, type PmFigureSource } from "../../../../src/data/precious-moments/figure-source";
import type { PmChoirModel } from "../../../../src/foundry/precious-moments/documents/choir-model";
import { removeStandIn } from "../../../foundry-stand-in";
import { createActorPack, loadFailures } from "../../../foundry-stand-in/parts/data-models";
import { bootPmWorld, pmPackDocuments, pmSystemOf } from "./setup";

const PACK = "shelf-wars.precious-moments-figures";
const documents = pmPackDocuments();
const figures = documents.filter((d) => d.type === "precious-moments-figure");
const choirs = documents.filter((d) => d.type === "precious-moments-choir");
const sourceOf = (doc: { system: Record<string, unknown> }) => doc.system as unknown as PmFigureSource;

describe("precious-moments-figures compendium pack", () => {
  it("holds at least 12 figures with a spread of stats and Values, and two choirs", () => {
    expect(figures.length).toBeGreaterThanOrEqual(12);
    expect(choirs).toHaveLength(2);
    expect(documents).toHaveLength(figures.length + choirs.length);
    const stat = (key: string) => new Set(figures.map((f) => f.system[key]));
    expect(stat("cuteness").size).toBeGreaterThanOrEqual(6);
    expect(stat("brightness").size).toBeGreaterThanOrEqual(6);
    expect([...stat("piety")]).toEqual(expect.arrayContaining([0, 2, 4, 8]));
    const values = figures.map((f) => f.system.startingValue as number);
    expect(Math.min(...values)).toBeLessThanOrEqual(12);
    expect(Math.max(...values)).toBeGreaterThanOrEqual(40);
    expect(new Set(documents.map((d) => d.name)).size).toBe(documents.length);
  });

  it.each(figures.map((f) => [f.name, f] as const))("%s is a legal figure at its full Value, its Piety from its devotion counts", (_name, figure) => {
    const source = sourceOf(figure);
    expect(pmFigureViolations(source)).toEqual([]);
    expect(() => validateFigure(toPmFigure(source, figure.name))).not.toThrow();
    expect(source.value).toBe(source.startingValue);
    expect(source.piety).toBe(pietyFromDevotion(source.devotion.items as number, source.devotion.activities as number));
  });

  it.each(choirs.map((c) => [c.name, c] as const))("%s lists pack figures by compendium uuid and stays within the default budget", (_name, choir) => {
    const members = choir.system.members as string[];
    expect(members.length).toBeGreaterThanOrEqual(3);
    const byUuid = new Map(figures.map((f) => [`Compendium.${PACK}.Actor.${f._id}`, f]));
    for (const uuid of members) expect(byUuid.has(uuid), uuid).toBe(true);
    const budget = checkChoirBudget(members.map((uuid) => toPmFigure(sourceOf(byUuid.get(uuid)!), "")), DEFAULT_CHOIR_BUDGET, choir.name);
    expect(budget.ok, `${choir.name} costs ${budget.total}`).toBe(true);
  });

  it("the two choirs share no figure", () => {
    const [a, b] = choirs.map((c) => new Set(c.system.members as string[]));
    expect([...a!].filter((uuid) => b!.has(uuid))).toEqual([]);
  });

  it.each(documents.map((d) => [d.name, d] as const))("%s has an id, key and a portrait of this system's own", (_name, doc) => {
    expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(doc._key).toBe(`!actors!${doc._id}`);
    expect(doc.img).toMatch(/^systems\/shelf-wars\/assets\/precious-moments\/(figures|choirs)\/[a-z-]+\.svg$/);
  });
});

describe("precious-moments-figures pack documents against the data models", () => {
  beforeEach(async () => {
    await bootPmWorld();
  });
  afterEach(() => removeStandIn());

  it("every document loads under strict validation and breaks no rule; each choir's members resolve to its pack's figures", () => {
    const pack = createActorPack(PACK, documents as never, { locked: true, packageType: "system" });
    expect(loadFailures).toEqual([]);
    expect(pack.contents).toHaveLength(documents.length);
    for (const actor of pack.contents.filter((a) => a.type === "precious-moments-figure")) {
      expect(pmSystemOf(actor).violations, actor.name).toEqual([]);
    }
    for (const actor of pack.contents.filter((a) => a.type === "precious-moments-choir")) {
      const uuids = (actor.system as unknown as PmChoirModel).memberUuids;
      const ids = new Set(pack.contents.map((a) => `Compendium.${PACK}.Actor.${a.id}`));
      for (const uuid of uuids) expect(ids.has(uuid), uuid).toBe(true);
    }
  });
});
