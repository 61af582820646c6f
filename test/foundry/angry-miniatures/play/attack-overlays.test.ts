import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../../../foundry-stand-in";
import type { AmFigure } from "../../../../src/rules/angry-miniatures/figure";
import type { AttackServices } from "../../../../src/foundry/angry-miniatures/play/attack-services";
import { archer, figure, grunt, mage, scripted, table } from "./fixtures";

/** Magic and Melee (Multi-class): Magic 4 dice, Distance 6. */
const battleMage: AmFigure = { ...mage, perk: "multi-class", attackTypes: ["magic", "melee"] };
/** The mage with Volatile Magic: two Aces on its attack grow the area by two squares. */
const volatileMage: AmFigure = { ...mage, crit: "volatile-magic" };

/** Services that record what the dialog asks the canvas and chat for; handles are `h1`, `h2`… */
function recording(ranks: number[] = [], fail = false) {
  const calls: string[] = [];
  let next = 0;
  const handle = () => `h${++next}`;
  const services: AttackServices = {
    sessionFor: () => null,
    resolve: scripted(ranks).resolve,
    postCard: async () => void calls.push("post card"),
    async showArea(square, radius) {
      if (fail) throw new Error("no permission to create templates");
      const h = handle();
      calls.push(`show ${h}: area at ${square.i},${square.j} radius ${radius}`);
      return h;
    },
    async showDistance(attackerId, distance) {
      const h = handle();
      calls.push(`show ${h}: distance ${distance} around ${attackerId}`);
      return h;
    },
    removeArea: async (h) => void calls.push(`remove ${String(h)}`),
  };
  return { calls, services };
}

describe("Angry Miniatures attack overlays: the Magic area and the attacker's Distance", () => {
  let standIn: StandIn;
  // The dialog module reaches Foundry's dice classes on import: load it (and the session, so both
  // share one RuleViolation class) once the stand-in is in.
  let AttackOverlays: typeof import("../../../../src/foundry/angry-miniatures/play/attack-dialog").AttackOverlays;
  let rollAndPost: typeof import("../../../../src/foundry/angry-miniatures/play/attack-dialog").rollAndPost;
  let AttackSession: typeof import("../../../../src/foundry/angry-miniatures/table/attack-session").AttackSession;
  beforeEach(async () => {
    vi.resetModules();
    standIn = installStandIn();
    ({ AttackOverlays, rollAndPost } = await import("../../../../src/foundry/angry-miniatures/play/attack-dialog"));
    ({ AttackSession } = await import("../../../../src/foundry/angry-miniatures/table/attack-session"));
  });
  afterEach(() => removeStandIn());

  const magicTable = (sheet: AmFigure) => [
    figure("m", sheet, { i: 5, j: 1 }, "friendly"),
    figure("x", grunt, { i: 5, j: 5 }, "hostile"),
    figure("y", grunt, { i: 2, j: 5 }, "hostile"),
  ];

  it("Magic: previews the area on the target square and shows the Distance while the target is picked, until closed", async () => {
    const session = new AttackSession(table(magicTable(mage)), "m", "x");
    const { calls, services } = recording();
    const overlays = new AttackOverlays(session, services);
    await overlays.sync();
    expect(calls).toEqual(["show h1: area at 5,5 radius 1", "show h2: distance 6 around m"]);
    await overlays.sync();
    expect(calls).toHaveLength(2);

    session.update({ targetId: "y" });
    await overlays.sync();
    expect(calls.slice(2)).toEqual(["remove h1", "show h3: area at 2,5 radius 1"]);

    session.update({ targetId: undefined });
    await overlays.sync();
    expect(calls.slice(4)).toEqual(["remove h3"]);

    await overlays.close();
    expect(calls.slice(5)).toEqual(["remove h2"]);
    await overlays.sync();
    expect(calls).toHaveLength(6);
  });

  it("Range: shows the Distance but no area", async () => {
    const session = new AttackSession(table([figure("r", archer, { i: 0, j: 0 }, "friendly"), figure("d", grunt, { i: 0, j: 3 }, "hostile")]), "r", "d");
    const { calls, services } = recording();
    const overlays = new AttackOverlays(session, services);
    await overlays.sync();
    await overlays.close();
    expect(calls).toEqual(["show h1: distance 6 around r", "remove h1"]);
  });

  it("a change to Melee removes both; back to Magic shows them again", async () => {
    const session = new AttackSession(table(magicTable(battleMage)), "m", "x");
    const { calls, services } = recording();
    const overlays = new AttackOverlays(session, services);
    await Promise.all([overlays.sync(), overlays.sync()]);
    expect(calls).toEqual(["show h1: area at 5,5 radius 1", "show h2: distance 6 around m"]);
    session.update({ attackType: "melee" });
    await overlays.sync();
    expect(calls.slice(2)).toEqual(["remove h1", "remove h2"]);
    session.update({ attackType: "magic" });
    await overlays.sync();
    expect(calls.slice(4)).toEqual(["show h3: area at 5,5 radius 1", "show h4: distance 6 around m"]);
  });

  it("rolling removes the Distance, keeps the area until the card is posted, then removes it", async () => {
    const session = new AttackSession(table(magicTable(mage)), "m", "x");
    // Attack K Q J 9 10 (no Aces); x defends 9 9 9.
    const { calls, services } = recording([5, 4, 3, 1, 2, 1, 1, 1]);
    const overlays = new AttackOverlays(session, services);
    await overlays.sync();
    expect(await rollAndPost(session, services, overlays)).toBe(true);
    expect(calls.slice(2)).toEqual(["remove h2", "post card", "remove h1"]);
    await overlays.sync();
    await overlays.close();
    expect(calls).toHaveLength(5);
  });

  it("Volatile Magic: the grown area replaces the preview before the card is posted", async () => {
    const session = new AttackSession(table(magicTable(volatileMage)), "m", "x");
    // Attack A A 9 9 9: two Aces grow the area by 2; x (and y, 3 squares off) defend 9 9 9.
    const { calls, services } = recording([6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const overlays = new AttackOverlays(session, services);
    await overlays.sync();
    expect(await rollAndPost(session, services, overlays)).toBe(true);
    expect(calls.slice(2)).toEqual(["remove h1", "show h3: area at 5,5 radius 3", "remove h2", "post card", "remove h3"]);
  });

  it("a refused roll changes nothing on the canvas; closing the dialog clears it", async () => {
    const figures = [figure("m", mage, { i: 0, j: 0 }, "friendly"), figure("x", grunt, { i: 0, j: 9 }, "hostile")];
    const session = new AttackSession(table(figures, { reach: "enforce" }), "m", "x");
    const { calls, services } = recording();
    const overlays = new AttackOverlays(session, services);
    await overlays.sync();
    expect(await rollAndPost(session, services, overlays)).toBe(false);
    expect(calls).toEqual(["show h1: area at 0,9 radius 1", "show h2: distance 6 around m"]);
    await overlays.close();
    expect(calls.slice(2)).toEqual(["remove h1", "remove h2"]);
  });

  it("a drawing that fails is warned about once and the attack goes on", async () => {
    const session = new AttackSession(table(magicTable(mage)), "m", "x");
    const { calls, services } = recording([], true);
    const overlays = new AttackOverlays(session, services);
    await overlays.sync();
    session.update({ targetId: "y" });
    await overlays.sync();
    expect(calls).toEqual(["show h1: distance 6 around m"]);
    expect(standIn.notifications).toEqual([
      { level: "warn", message: "The attack's area or Distance could not be drawn on the canvas: no permission to create templates" },
    ]);
  });
});
