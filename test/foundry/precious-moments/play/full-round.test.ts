import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { StandInChatMessage } from "../../../foundry-stand-in/parts/chat";
import type { StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import type { Point } from "../../../../src/rules/common/geometry";
import { PIXELS_PER_INCH, pmWorld, type PmWorld } from "../world";
import { plain, type ShelfWarsCombatView } from "../../world";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };
type CardFlag = { ruleset: string; kind: string; inputs: Record<string, unknown>; claim: { actingUuid: string; changes: unknown[]; followUps: unknown[] } };

/**
 * One whole Precious Moments round on the real registered round (2d6 initiative, movement loser
 * first, singing winner first), with the real singing and Heaven code: two choirs on a gridless
 * scene in inches, to the last choir standing.
 */
describe("Precious Moments: a full round on the real tracker config", () => {
  let t: PmWorld;
  let angel: Figure;
  let bell: Figure;
  let cherub: Figure;
  let dove: Figure;
  let seraphim: StandInModelActor;
  let carollers: StandInModelActor;
  let combat: ShelfWarsCombatView;

  beforeEach(async () => {
    t = await pmWorld();
    const make = async (name: string, owner: typeof t.alice, at: Point, system: Record<string, unknown> = {}): Promise<Figure> => {
      const actor = await t.figure(name, owner, system);
      return { actor, token: t.place(actor, at) };
    };
    // Seen from Angel, Dove stands right behind Cherub; Bell sees both.
    angel = await make("Angel", t.alice, { x: 10, y: 3 });
    bell = await make("Bell", t.alice, { x: 30, y: 3 });
    cherub = await make("Cherub", t.bob, { x: 10, y: 20 }, { value: 3 });
    dove = await make("Dove", t.bob, { x: 10, y: 30 }, { value: 3 });
    seraphim = await t.choir("Seraphim", t.alice, [angel.actor, bell.actor]);
    carollers = await t.choir("Carollers", t.bob, [cherub.actor, dove.actor]);
    combat = await t.combat([angel, bell, cherub, dove].map((f) => f.token));
    await t.setting("automation.movementAllowance", "enforce");
    await t.setting("automation.lineOfSight", "enforce");
  });
  afterEach(() => removeStandIn());

  const keyOf = (choir: StandInModelActor) => `team:${choir.uuid}`;
  const id = (f: Figure): string => combat.combatants.contents.find((c) => c.actorId === f.actor.id)?.id ?? "";
  const up = () => {
    const state = combat.activationState!;
    return state.phases[state.phase]!.order[state.up!];
  };
  const value = (f: Figure) => (f.actor._source.system as { value: number }).value;
  const topLeft = (at: Point): Point => {
    const centre = t.pixels(at);
    return { x: centre.x - PIXELS_PER_INCH / 2, y: centre.y - PIXELS_PER_INCH / 2 };
  };
  /** What Foundry asks before a token moves (preMoveToken), as the current user's client. */
  const move = (f: Figure, to: Point) =>
    t.standIn.hooks.call("preMoveToken", f.token, { origin: { x: f.token.x, y: f.token.y }, passed: { waypoints: [] }, pending: { waypoints: [topLeft(to)] } }, {}, t.gm.id);
  const activate = async (f: Figure) => {
    t.as(t.gm);
    await combat.activateCombatant(id(f));
    await t.settle();
  };
  const endActivation = async () => {
    t.as(t.gm);
    await combat.endActivation();
    await t.settle();
  };
  const modules = async () => ({
    sing: await import("../../../../src/foundry/precious-moments/play/sing"),
    view: await import("../../../../src/foundry/precious-moments/play/sing-view"),
    phases: await import("../../../../src/foundry/precious-moments/combat/phases"),
    chat: await import("../../api/chat"),
    judge: await import("../../../../src/foundry/combat/judge"),
    flags: await import("../../../../src/foundry/shared/combat-flags"),
    round: await import("../../../../src/foundry/precious-moments/combat/activation-config"),
  });
  const sing = async (singer: Figure, target: Figure, ...dice: number[]) => {
    const { sing: play } = await modules();
    t.dice(...dice);
    const message = (await play.rollSing(t.scene as never, singer.token.id, target.token.id)) as unknown as StandInChatMessage | null;
    await t.settle();
    return message;
  };
  const levels = { lineOfSight: "enforce", singingTurn: "warn" } as const;
  const outcomes = () => t.messages().filter((m) => m.getFlag("shelf-wars", "pmOutcome"));

  it("initiative, movement loser first, singing winner first, Heaven skipped, the last choir standing; forged songs refused", async () => {
    const m = await modules();
    // Initiative: Seraphim 3 + 4 ties Carollers 5 + 2, thrown again: 6 + 5 beats 1 + 2.
    t.dice(3, 4, 5, 2, 6, 5, 1, 2);
    t.as(t.gm);
    await combat.startCombat();
    await t.settle();
    const initiative = plain(t.messages()[0]!.content);
    expect(initiative).toContain("Tied: thrown again Wins Seraphim 6 5 = 11 Moves first Carollers 1 2 = 3");
    expect(initiative).toContain("The initiative goes to Seraphim.");
    expect(m.phases.pmPhaseOf(combat)).toBe("movement");
    expect(up()).toBe(keyOf(carollers));

    // Movement, Carollers first. Cherub moves within its Brightness (5 inches) and may not sing now.
    await activate(cherub);
    t.as(t.bob);
    expect(await sing(cherub, angel, 1, 1, 6, 6, 6, 6)).toBeNull();
    expect(t.lastWarning()).toBe("Cannot sing: Cherub can sing only in the singing phase, while activating.");
    const before = t.standIn.notifications.length;
    expect(move(cherub, { x: 10, y: 17 })).toBe(true);
    expect(t.standIn.notifications.length).toBe(before);
    await endActivation();
    // A second move in the phase is refused at enforce: Cherub is no longer the figure moving.
    expect(up()).toBe(keyOf(seraphim));
    t.as(t.bob);
    expect(move(cherub, { x: 10, y: 16 })).toBe(false);
    expect(t.lastWarning()).toContain("Cherub is not the figure moving now");
    // At warn it goes ahead with a warning.
    await t.setting("automation.movementAllowance", "warn");
    t.as(t.bob);
    expect(move(cherub, { x: 10, y: 16 })).toBe(true);
    expect(t.lastWarning()).toContain("Cherub is not the figure moving now");
    for (const f of [angel, dove, bell]) {
      await activate(f);
      await endActivation();
    }

    // Singing, Seraphim first.
    expect(m.phases.pmPhaseOf(combat)).toBe("singing");
    expect(up()).toBe(keyOf(seraphim));
    await activate(angel);
    t.as(t.alice);
    // Dove stands behind Cherub: not offered to Angel.
    expect(m.view.singView(t.scene as never, angel.token.id, null, levels).targets.map((x) => x.id)).toEqual([cherub.token.id]);
    expect(await sing(angel, dove, 1, 1, 6, 6, 6, 6)).toBeNull();
    expect(t.lastWarning()).toBe("Cannot sing: Angel cannot see Dove: Cherub is in the way.");
    // Angel's song takes Cherub's last Value: 1 + 1 succeeds, 6 + 6 is not spared, 3 + 3 off 3.
    const song = await sing(angel, cherub, 1, 1, 6, 6, 3, 3);
    expect(plain(song!.content)).toContain("Cherub goes to Heaven.");
    // The GM's client rolled the song for Alice (the default dice setting) and posted it.
    expect(song!.author?.id).toBe(t.gm.id);
    expect(m.chat.cardState(song!.id)).toBe("applied");
    // The GM's client wrote the Value, not Alice's.
    expect(value(cherub)).toBe(0);
    expect(cherub.actor.updates.at(-1)?.userId).toBe(t.gm.id);
    // Singing ended Angel's activation and marked it; the tracker skips Cherub, in Heaven.
    expect(combat.activationState?.active).toBeNull();
    expect(m.flags.readMarked(combat).has(id(angel))).toBe(true);
    expect(m.flags.readDefeated(combat).has(id(cherub))).toBe(true);
    expect(up()).toBe(keyOf(carollers));
    const judge = (f: Figure) => m.judge.judgeActivation(combat, m.round.preciousMomentsActivation, combat.combatants.get(id(f)) as never, t.gm as never);
    expect(judge(cherub).code).toBe("Combat.Refusal.FigureDefeated");
    expect(judge(dove).verdict).toBe("allow");
    expect(outcomes()).toHaveLength(0);

    // Dove sings at Bell and fails (6 + 6): nothing changes, the activation ends.
    await activate(dove);
    t.as(t.bob);
    const failed = await sing(dove, bell, 6, 6);
    expect(m.chat.cardState(failed!.id)).toBe("applied");
    expect(value(bell)).toBe(20);
    expect(combat.activationState?.active).toBeNull();

    // Bob forges a second, landing song for Dove: the GM's client refuses it.
    t.as(t.bob);
    const { Roll } = globalThis as unknown as { Roll: new (f: string) => { evaluate(): Promise<unknown> } };
    t.dice(1, 1, 6, 6, 6, 6);
    const rolls = [await new Roll("2d6").evaluate(), await new Roll("2d6").evaluate(), await new Roll("2d6").evaluate()];
    const card: CardFlag = {
      ruleset: "precious-moments",
      kind: "sing",
      inputs: { sceneId: t.scene.id, singerId: dove.token.id, targetId: bell.token.id },
      claim: { actingUuid: dove.actor.uuid, changes: [{ uuid: bell.actor.uuid, path: "system.value", delta: -12 }], followUps: [] },
    };
    const forged = (await StandInChatMessage.create({ content: "", rolls, flags: { "shelf-wars": { card } } })) as StandInChatMessage;
    expect(await m.chat.applyCard(forged.id)).toBe(false);
    await t.settle();
    // A song carries the target's dice too, so only the GM's client posts one: Bob's own dice are refused first.
    expect(t.lastWarning()).toBe("Bob's client rolled this card's dice: a contest's dice are both sides' (an attack, a song and its save), so only the GM's client posts them, each side's dice rolled by that side.");
    expect(value(bell)).toBe(20);

    // Bell sings Dove to Heaven: Carollers have no figure left, Seraphim win.
    expect(up()).toBe(keyOf(seraphim));
    await activate(bell);
    t.as(t.alice);
    const last = await sing(bell, dove, 2, 3, 5, 6, 1, 2);
    expect(plain(last!.content)).toContain("Dove goes to Heaven.");
    expect(value(dove)).toBe(0);
    expect(outcomes()).toHaveLength(1);
    const outcome = plain(outcomes()[0]!.content);
    expect(outcome).toContain("Winner: Seraphim");
    expect(outcome).toContain("Every figure of Carollers has gone to Heaven");
  });

  it("a figure the GM holds defeated on the tracker is in Heaven for songs too: not offered, blocks nobody, cannot be sung at", async () => {
    const m = await modules();
    t.dice(6, 6, 1, 1);
    t.as(t.gm);
    await combat.startCombat();
    for (const f of [cherub, angel, dove, bell]) {
      await activate(f);
      await endActivation();
    }
    expect(m.phases.pmPhaseOf(combat)).toBe("singing");
    // The tracker's skull: core sets the combatant's defeated, the tracker records it.
    await combat.combatants.get(id(cherub))!.update({ defeated: true });
    await t.settle();
    expect(m.flags.readDefeated(combat).has(id(cherub))).toBe(true);
    expect(value(cherub)).toBe(3);
    await activate(angel);
    t.as(t.alice);
    expect(m.view.singView(t.scene as never, angel.token.id, null, levels).targets.map((x) => x.id)).toEqual([dove.token.id]);
    expect(await sing(angel, cherub, 1, 1, 6, 6, 3, 3)).toBeNull();
    expect(t.lastWarning()).toBe("Cannot sing: Cherub has gone to Heaven and is out of the game.");
    expect(value(cherub)).toBe(3);
  });
});
