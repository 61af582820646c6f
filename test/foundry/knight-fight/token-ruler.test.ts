import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInRulerData, StandInTokenRuler } from "../../foundry-stand-in/parts/am-play";
import type { StandInModelActor } from "../../foundry-stand-in/parts/am-documents";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { kfTable, type KfTable, type ShelfWarsCombatView } from "./table";
import { walledHex } from "./terrain";

vi.mock("../../../src/foundry/knight-fight/play/wager-dialog", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../src/foundry/knight-fight/play/wager-dialog")>()),
  openWagerDialog: vi.fn(async () => undefined),
}));

const OVER = 0x9b2226;

describe("Knight Fight's token ruler on a hex scene", () => {
  let t: KfTable;
  let ash: { actor: StandInModelActor; token: StandInSceneToken };
  let combat: ShelfWarsCombatView;
  let ruler: StandInTokenRuler;

  beforeEach(async () => {
    t = await kfTable();
    const a = await t.figure("Ser Ash", t.alice, { speed: 5 });
    const b = await t.figure("Brute", t.bob, { speed: 2 });
    ash = { actor: a, token: t.place(a, { i: 2, j: 0 }) };
    const brute = t.place(b, { i: 0, j: 6 });
    await t.force("Reds", t.alice, [a]);
    await t.force("Blues", t.bob, [b]);
    combat = await t.combat([ash.token, brute]);
    await combat.startCombat();
    await combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === a.id)?.id ?? "");
    await t.settle();
    await a.update({ system: { actionPoints: 2, wagered: 1 } });
    const { knightFightTokenRuler } = await import("../../../src/foundry/knight-fight/play/token-ruler");
    const Base = foundry.canvas.placeables.tokens.TokenRuler;
    const Ruler = knightFightTokenRuler(Base) as unknown as new (token: unknown) => StandInTokenRuler;
    ruler = new Ruler({ document: ash.token });
  });
  afterEach(() => removeStandIn());

  const corner = (i: number, j: number) => t.scene.grid.getTopLeftPoint({ i, j });
  /** A drag from the token's hex along row 2 to column `to`, with nothing walked yet this activation. */
  function planned(to: number): StandInRulerData {
    const path = Array.from({ length: to + 1 }, (_, j) => ({ ...corner(2, j), cost: j === 0 ? 0 : 1 }));
    return { passedWaypoints: [], pendingWaypoints: [], plannedMovement: { alice00000000000: { history: [], foundPath: path, unreachableWaypoints: [], hidden: false, searching: false } } };
  }
  const labels = () => ruler.drawn.labels.filter((l) => l.context).map((l) => (l.context as { cost: { total: string; units: string } }).cost);

  it("labels each waypoint with the action points the path costs and those left", () => {
    ruler.refresh(planned(2));
    expect(labels()).toEqual([
      { total: "1 AP · 1 left", units: "" },
      { total: "2 AP · 0 left", units: "" },
    ]);
    expect(ruler.drawn.segments.map((s) => s.style.color === OVER)).toEqual([false, false]);
  });

  it("colours the path past the points left", () => {
    ruler.refresh(planned(3));
    expect(labels().at(-1)).toEqual({ total: "3 AP · 0 left", units: "over" });
    expect(ruler.drawn.segments.map((s) => s.style.color === OVER)).toEqual([false, false, true]);
  });

  it("colours a path into terrain and names it, within the points left; a path short of it is not", () => {
    walledHex(t.scene, { i: 2, j: 2 });
    ruler.refresh(planned(2));
    expect(labels()).toEqual([
      { total: "1 AP · 1 left", units: "" },
      { total: "2 AP · 0 left", units: "terrain" },
    ]);
    expect(ruler.drawn.segments.map((s) => s.style.color === OVER)).toEqual([false, true]);
  });

  it("names a hex another figure holds", async () => {
    const other = await t.figure("Squire", t.alice, { speed: 1 });
    t.place(other, { i: 2, j: 1 });
    ruler.refresh(planned(1));
    expect(labels()).toEqual([{ total: "1 AP · 1 left", units: "occupied" }]);
  });

  it("leaves other tokens to the ruler below it", async () => {
    const { knightFightTokenRuler } = await import("../../../src/foundry/knight-fight/play/token-ruler");
    const Ruler = knightFightTokenRuler(foundry.canvas.placeables.tokens.TokenRuler) as unknown as new (token: unknown) => StandInTokenRuler;
    const stranger = new Ruler({ document: { id: "x", parent: t.scene, actor: null, width: 1, height: 1 } });
    stranger.refresh(planned(3));
    expect(stranger.drawn.labels.filter((l) => l.context).map((l) => (l.context as { cost: { total: string } }).cost.total)).toEqual(["1", "2", "3"]);
  });
});
