import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createActor, removeStandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import type { StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { setCurrentUser, type StandInUser } from "../../foundry-stand-in/parts/documents";
import { scriptDice } from "../../foundry-stand-in/parts/dice";
import { POKER_RANK } from "../../../src/rules/common/poker";
import { fixtureCaseChecker } from "../../browser/fixture-cases";
import { amWorld, BRAWLER, GRUNT } from "../angry-miniatures/world";
import { kfWorld } from "../knight-fight/world";
import { pmBareWorld } from "../precious-moments/world";
import type { ShelfWarsCombatView } from "../world";

/**
 * The combat tracker of a running game in each ruleset, as the browser checks draw it
 * (test/browser/scenes/combat-tracker.hbs, screenshots in docs/screenshots.md): the banner part
 * and every row's controls built by the tracker's own code (turn-context.ts) from a stand-in
 * game with the packs' figures, as the GM sees it.
 */
const SCENES = path.join(import.meta.dirname, "..", "..", "browser", "scenes");
const LIVE = path.join(import.meta.dirname, "..", "..", "..", "test-results", "browser-contexts", "scenes");
const checkCases = fixtureCaseChecker(SCENES, LIVE);

type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/** What the tracker shows the user: the banner part's context and each row's controls, in turn order. */
async function trackerOf(combat: ShelfWarsCombatView, user: StandInUser) {
  const { trackerBanner, turnActivationContext } = await import("../../../src/foundry/combat/turn-context");
  const rows = combat.turns.map((combatant) => {
    const turn = turnActivationContext(combat as never, combatant as never, user as never);
    if (!turn) throw new Error(`no tracker controls for ${combatant.name}`);
    // The row classes tracker.ts _onRender toggles.
    const classes = [turn.activated && "sw-activated", turn.activating && "sw-activating", turn.defeated && "sw-defeated"].filter(Boolean).join(" ");
    return { id: combatant.id, name: combatant.name, img: (combatant.actor as { img?: string } | null)?.img ?? "", classes, controls: { ...turn, name: combatant.name } };
  });
  return { banner: { swBanner: trackerBanner(combat as never, user as never) }, rows };
}

/** The figure whose turn it is and who may act in it, as the tracker offers its Activate button. */
async function activateNextInTurn(combat: ShelfWarsCombatView, gm: StandInUser, settle: () => Promise<void>): Promise<string> {
  const { turnActivationContext } = await import("../../../src/foundry/combat/turn-context");
  const next = combat.turns.find((c) => {
    const turn = turnActivationContext(combat as never, c as never, gm as never);
    return turn?.canActivate && turn.inTurn;
  });
  if (!next?.id) throw new Error("nobody may activate");
  await combat.activateCombatant(next.id);
  await settle();
  return next.name ?? "";
}

/** A side the GM makes from the packs' side: its members and its colour. */
async function side(gm: StandInUser, type: string, name: string, members: readonly Figure[], color: string): Promise<void> {
  setCurrentUser(gm as never);
  const actor = await createActor({ name, type, system: { members: members.map((m) => m.actor.uuid), color } }, { via: "Actor.create" });
  if (!actor) throw new Error(`${name} refused`);
}

/** A pack figure's portrait, as the compendium's figure carries it. */
async function portrait(figure: Figure, ruleset: string, slug: string): Promise<Figure> {
  await figure.actor.update({ img: `systems/shelf-wars/assets/${ruleset}/figures/${slug}.svg` });
  return figure;
}

describe("the combat tracker of a running game, per ruleset (the browser's tracker scene)", () => {
  afterEach(() => removeStandIn());

  it("Angry Miniatures: two teams; one figure has acted, the next side's figure is activating", async () => {
    const t = await amWorld();
    const figure = async (name: string, slug: string, owner: StandInUser, at: { i: number; j: number }, system: Record<string, unknown>) =>
      portrait(await t.figure(name, owner, at, system), "angry-miniatures", slug);
    const gorla = await figure("Gorla the Cleaver", "gorla-the-cleaver", t.alice, { i: 1, j: 1 }, BRAWLER);
    const pip = await figure("Pip Longshot", "pip-longshot", t.alice, { i: 1, j: 3 }, GRUNT);
    const mossback = await figure("Mossback the Swamp Troll", "mossback-the-swamp-troll", t.bob, { i: 8, j: 1 }, BRAWLER);
    const cinder = await figure("Sister Cinder", "sister-cinder", t.bob, { i: 8, j: 3 }, GRUNT);
    await side(t.gm, "angry-miniatures-team", "The Hearthguard Lantern Patrol", [gorla, pip], "#2f6fb3");
    await side(t.gm, "angry-miniatures-team", "The Gloomfen Mire Coven", [mossback, cinder], "#3a7d44");
    const combat = await t.combat([gorla, pip, mossback, cinder].map((f) => f.token));
    t.as(t.gm);
    scriptDice(["A", "K"].map((face) => POKER_RANK[face as "A" | "K"]));
    await combat.startCombat();
    await t.settle();
    const first = await activateNextInTurn(combat, t.gm, t.settle);
    await combat.endActivation();
    await t.settle();
    const second = await activateNextInTurn(combat, t.gm, t.settle);
    const scene = await trackerOf(combat, t.gm);
    expect(scene.rows.find((r) => r.name === first)?.controls.activated).toBe(true);
    expect(scene.rows.find((r) => r.name === second)?.controls.activating).toBe(true);
    // The rows side by side: each team's figures together.
    expect(scene.rows.map((r) => r.controls.sideName)).toEqual(["The Gloomfen Mire Coven", "The Gloomfen Mire Coven", "The Hearthguard Lantern Patrol", "The Hearthguard Lantern Patrol"]);
    checkCases("combat-tracker.json", { "Angry Miniatures": scene });
  });

  it("Knight Fight: two forces in speed order; the fastest figure activating with its action points, a danger token on another", async () => {
    const t = await kfWorld();
    const figure = async (name: string, slug: string, owner: StandInUser, at: { i: number; j: number }, stats: Record<string, unknown>) =>
      portrait({ actor: await t.figure(name, owner, stats), token: undefined as never }, "knight-fight", slug).then((f) => ({ ...f, token: t.place(f.actor, at) }));
    const ysolde = await figure("Dame Ysolde the Unbent", "dame-ysolde-the-unbent", t.alice, { i: 1, j: 1 }, { speed: 5, combat: 5, defence: 4, cls: "fighter" });
    const hobb = await figure("Captain Hobb of the Arbalests", "captain-hobb-of-the-arbalests", t.alice, { i: 0, j: 2 }, { speed: 3, combat: 4, defence: 3, cls: "shooter" });
    const cuthbert = await figure("Brother Cuthbert of the Mace", "brother-cuthbert-of-the-mace", t.bob, { i: 5, j: 1 }, { speed: 4, combat: 4, defence: 4, cls: "fighter" });
    const hew = await figure("Hew the Javelin", "hew-the-javelin", t.bob, { i: 6, j: 3 }, { speed: 2, combat: 3, defence: 3, cls: "thrower" });
    await t.force("The Knights of the Silver Shelf", t.alice, [ysolde.actor, hobb.actor], { color: "#2f6fb3" });
    await t.force("The Bookend Brigands", t.bob, [cuthbert.actor, hew.actor], { color: "#b3312f" });
    const combat = await t.combat([ysolde, hobb, cuthbert, hew].map((f) => f.token));
    t.as(t.gm);
    await combat.startCombat();
    await t.settle();
    await hew.actor.update({ system: { danger: { value: 1 } } });
    const first = await activateNextInTurn(combat, t.gm, t.settle);
    await ysolde.actor.update({ system: { actionPoints: 3, wagered: 1 } });
    const scene = await trackerOf(combat, t.gm);
    expect(first).toBe("Dame Ysolde the Unbent");
    // The rows in the order the figures act: fastest Speed first, across both forces.
    expect(scene.rows.map((r) => r.name)).toEqual(["Dame Ysolde the Unbent", "Brother Cuthbert of the Mace", "Captain Hobb of the Arbalests", "Hew the Javelin"]);
    expect(scene.rows.find((r) => r.name === "Hew the Javelin")?.controls.notes.join(" ")).toMatch(/danger/i);
    checkCases("combat-tracker.json", { "Knight Fight": scene });
  });

  it("Precious Moments: two choirs in the movement phase; a figure of the side that won the initiative moving", async () => {
    const t = await pmBareWorld();
    const figure = async (name: string, slug: string, owner: StandInUser, at: { x: number; y: number }) =>
      portrait(await t.figure(name, owner, { cuteness: 7, piety: 3, value: 20 }, at), "precious-moments", slug);
    const angel = await figure("Angel on a Cloud", "angel-on-a-cloud", t.alice, { x: 2, y: 2 });
    const prayer = await figure("Bedtime Prayer Girl", "bedtime-prayer-girl", t.alice, { x: 2, y: 6 });
    const choirBoy = await figure("Choir Boy in Red Robe", "choir-boy-in-red-robe", t.bob, { x: 20, y: 2 });
    const bride = await figure("Bride and Groom", "bride-and-groom", t.bob, { x: 20, y: 6 });
    const chapel = await t.choir("The Chapel Window Choir", t.alice, [angel.actor, prayer.actor]);
    const nursery = await t.choir("The Nursery Shelf Choir", t.bob, [choirBoy.actor, bride.actor]);
    t.as(t.gm);
    await chapel.update({ "system.color": "#8a3fa0" } as never);
    await nursery.update({ "system.color": "#c28a1f" } as never);
    const combat = await t.combat([angel, prayer, choirBoy, bride].map((f) => f.token));
    t.dice(6, 5, 2, 1);
    await combat.startCombat();
    await t.settle();
    const first = await activateNextInTurn(combat, t.gm, t.settle);
    const scene = await trackerOf(combat, t.gm);
    const up = scene.banner.swBanner?.upName;
    expect(scene.rows.find((r) => r.name === first)?.controls.sideName).toBe(up);
    expect(scene.banner.swBanner?.phaseLabel).toBe("SHELFWARS.PreciousMoments.Phase.movement");
    checkCases("combat-tracker.json", { "Precious Moments": scene });
  });
});
