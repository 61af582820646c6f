import { afterEach, describe, expect, it } from "vitest";
import { ScriptedRoller } from "../../../../src/rules/common/dice";
import type { AmFigure } from "../../../../src/rules/angry-miniatures/figure";
import { actorUuidLookup, changesOfEvents, markChanges } from "../../../../src/foundry/angry-miniatures/cards/outcome";
import type { ExchangeOutcome } from "../../../../src/foundry/angry-miniatures/table/exchange";
import { previewExchange, runExchange, type ExchangeSetup } from "../../../../src/foundry/angry-miniatures/table/exchange";
import { markedByOf } from "../../../../src/foundry/angry-miniatures/table/scene-figures";
import type { TableFigure } from "../../../../src/foundry/angry-miniatures/table/table-figure";
import { createActor, installStandIn, removeStandIn } from "../../../foundry-stand-in";
import { brawler, figure, grunt } from "./fixtures";

const A = 6;
const n9 = 1;
/** Unpainted, with the Tactical Genius crit: Melee 7 dice. */
const genius: AmFigure = { ...brawler, flaw: "unpainted", crit: "tactical-genius" };

/** The changes an attack card asks for: amounts from the rules' events, and the marks' placers. */
function cardChanges(outcome: ExchangeOutcome, figures: TableFigure[]) {
  const lookup = actorUuidLookup(figures);
  return [...changesOfEvents(outcome.events, lookup), ...markChanges(outcome.before, outcome.after, lookup)];
}

function setup(figures: TableFigure[], attackerId: string, targetId: string): ExchangeSetup {
  return { figures, attackerId, attackType: "melee", targetId, charging: false, cover: [], diagonalRule: "equidistant", experimentalMeleeDefender: false };
}

describe("Tactical Genius marks on the table (DECISIONS: Unpainted keeps its own mark's die)", () => {
  afterEach(() => removeStandIn());

  it("records who placed a mark, and the Unpainted placer's next attack on that target rolls the extra die", () => {
    const g = figure("g", genius, { i: 0, j: 0 }, "friendly");
    const t = figure("t", grunt, { i: 0, j: 1 }, "hostile");
    const marking = runExchange(setup([g, t], "g", "t"), new ScriptedRoller([A, A, n9, n9, n9, n9, n9, n9, n9, n9]));
    const changes = cardChanges(marking, [g, t]);
    expect(changes).toContainEqual({ uuid: "Actor.t", path: "flags.shelf-wars.statuses.tactical-genius", delta: 1 });
    expect(changes).toContainEqual({ uuid: "Actor.t", path: "flags.shelf-wars.markedBy.g", delta: 1 });

    const marked = { ...t, statuses: { "tactical-genius": 1 }, markedBy: { g: 1 } };
    expect(previewExchange(setup([g, marked], "g", "t")).attackDice).toEqual({ base: 7, dice: 8, modifiers: [{ source: "tactical-genius", delta: 1 }] });
    const using = runExchange(setup([g, marked], "g", "t"), new ScriptedRoller(Array(11).fill(n9)));
    expect(cardChanges(using, [g, marked])).toEqual([
      { uuid: "Actor.t", path: "flags.shelf-wars.statuses.tactical-genius", delta: -1 },
      { uuid: "Actor.t", path: "flags.shelf-wars.markedBy.g", delta: -1 },
    ]);
  });

  it("refuses the die of a mark another figure placed, or one whose placer is unknown", () => {
    const u = figure("u", { ...brawler, flaw: "unpainted" }, { i: 0, j: 0 }, "friendly");
    const t = figure("t", grunt, { i: 0, j: 1 }, "hostile");
    for (const markedBy of [{ g: 1 }, undefined]) {
      const marked = { ...t, statuses: { "tactical-genius": 1 }, ...(markedBy ? { markedBy } : {}) };
      expect(previewExchange(setup([u, marked], "u", "t")).attackDice).toEqual({
        base: 7,
        dice: 7,
        modifiers: [{ source: "tactical-genius-mark", delta: 1, ignored: "unpainted" }],
      });
    }
  });

  it("reads the placers from the actor's flags, ignoring used (0) and malformed entries", () => {
    installStandIn();
    const actor = createActor({ name: "T", type: "figure", flags: { "shelf-wars": { markedBy: { g: 1, h: 0, x: "2", y: 1.5 } } } });
    expect(markedByOf(actor as never)).toEqual({ g: 1 });
    expect(markedByOf(createActor({ name: "U", type: "figure" }) as never)).toBeUndefined();
  });
});
