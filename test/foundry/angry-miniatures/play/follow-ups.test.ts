import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { popOutChatLog, showInChatLog, StandInChatMessage } from "../../../foundry-stand-in/parts/chat";
import { standInGeneration } from "../../../foundry-stand-in/generation";
import type { StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import type { FollowUpServices } from "../../../../src/foundry/angry-miniatures/play/follow-ups";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../world";

type FollowUps = typeof import("../../../../src/foundry/angry-miniatures/play/follow-ups");
type CardContext = typeof import("../../../../src/foundry/angry-miniatures/table/card-context");
type Figure = { actor: StandInModelActor; token: StandInSceneToken };

/** Magic 5 dice (Spirit 3 + Mind 4); its crit on two Aces heals a friend by the Aces rolled. */
const HEALER = { ...BRAWLER, mind: 4, body: 2, spirit: 3, attackTypes: ["magic"], crit: "magic-heal" };
/** Melee 7 dice; its crit on two Aces grants itself a free attack on another target. */
const DUELIST = { ...BRAWLER, crit: "dual-wielding" };
/** Magic: A A K 9 9 against 9 9 9: one hit, two Aces, the crit. */
const HEAL_CRIT = ["A", "A", "K", "9", "9", "9", "9", "9"] as const;
/** Melee: A A K 9 9 9 9 against 9 9 9: the crit and a win. */
const DUEL_CRIT = ["A", "A", "K", "9", "9", "9", "9", "9", "9", "9"] as const;

describe("Angry Miniatures follow-ups: granted by the GM's ledger, used once, by their owner", () => {
  let t: AmWorld;
  let followUps: FollowUps;
  let cardContext: CardContext;
  let mender: Figure;
  let sly: Figure;
  let goblin: Figure;
  let orc: Figure;

  const open = vi.fn(async () => null);
  function services(): FollowUpServices {
    const live = followUps.foundryFollowUpServices(t.scene.id);
    return { ...live, openAttackDialog: open, notify: (message) => ui.notifications?.info(message) };
  }
  const message = (id: string) => game.messages!.get(id) as unknown as StandInChatMessage & { speaker: { scene?: string } };
  const lastWarning = (): string => t.standIn.notifications.filter((n) => n.level === "warn").at(-1)?.message ?? "";

  beforeEach(async () => {
    t = await amWorld();
    followUps = await import("../../../../src/foundry/angry-miniatures/play/follow-ups");
    cardContext = await import("../../../../src/foundry/angry-miniatures/table/card-context");
    open.mockClear();
    mender = await t.figure("Mender", t.alice, { i: 2, j: 2 }, HEALER);
    sly = await t.figure("Sly", t.alice, { i: 4, j: 2 }, DUELIST);
    goblin = await t.figure("Goblin", t.bob, { i: 2, j: 5 }, GRUNT);
    orc = await t.figure("Orc", t.bob, { i: 5, j: 2 }, GRUNT);
    t.as(t.gm);
    await sly.actor.update({ "system.health.value": 1 });
  });
  afterEach(() => removeStandIn());

  async function healGranted(): Promise<string> {
    t.as(t.alice);
    const card = await t.attack(mender.token, goblin.token, [...HEAL_CRIT]);
    // The Goblin stands in the open: Bob (its side) says so before Alice applies.
    await t.answerCover(card.id, goblin.token, false, t.bob);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    expect(t.chat.appliedCardOf(card.id)?.followUps).toEqual([
      { kind: "heal-friendly", actingUuids: [mender.actor.uuid], data: { byId: mender.token.id, amount: 2, candidateIds: [sly.token.id] } },
    ]);
    return card.id;
  }

  it("the card's buttons name the follow-up by its place in the outcome, and a figure", () => {
    const view = cardContext.followUpView({ kind: "heal-friendly", byId: "tokC", amount: 2, candidateIds: ["tokB"] }, (id) => id, 1);
    expect(view.buttons.map((b) => b.data)).toEqual([{ kind: "heal-friendly", figure: "tokB", index: "1" }]);
    expect(followUps.readFollowUpButton({ kind: "heal-friendly", figure: "tokB", index: "1" })).toEqual({ kind: "heal-friendly", figureId: "tokB", index: 1 });
    expect(followUps.readFollowUpButton({ kind: "teleport", figure: "tokA", index: "0" })).toBeUndefined();
    expect(followUps.readFollowUpButton({ kind: "push", figure: "tokA", index: "-1" })).toBeUndefined();
  });

  it("a Magic Heal is used once: the heal lands clamped at the maximum, a second click is refused", async () => {
    const source = await healGranted();
    const request = { kind: "heal-friendly", figureId: sly.token.id, index: 0 } as const;
    const grant = followUps.usableGrant(message(source), request);
    expect(grant).toBeDefined();
    await followUps.runFollowUp(source, request, grant!, services());
    expect(t.health(sly.actor)).toBe(3);
    // The ledger now marks it used: the button goes, and a replayed click is refused by the GM.
    expect(followUps.usableGrant(message(source), request)).toBeUndefined();
    await followUps.runFollowUp(source, request, grant!, services());
    expect(t.health(sly.actor)).toBe(3);
    expect(lastWarning()).toContain("already used");
  });

  it("buttons mean nothing before the card is applied, on a message that is not a card, or for another user's figure", async () => {
    t.as(t.alice);
    const card = await t.attack(mender.token, goblin.token, [...HEAL_CRIT]);
    const request = { kind: "heal-friendly", figureId: sly.token.id, index: 0 } as const;
    expect(followUps.usableGrant(message(card.id), request)).toBeUndefined();
    await t.answerCover(card.id, goblin.token, false, t.bob);
    expect(await t.chat.applyCard(card.id)).toBe(true);
    t.as(t.bob);
    expect(followUps.usableGrant(message(card.id), request)).toBeUndefined();
    const plain = await StandInChatMessage.create({ content: `<button data-action="shelf-wars-follow-up" data-kind="heal-friendly" data-figure="${goblin.token.id}" data-index="0">Heal</button>` });
    expect(followUps.usableGrant(plain as never, { kind: "heal-friendly", figureId: goblin.token.id, index: 0 })).toBeUndefined();
  });

  it("a hostile player's own heal card, for a figure the grant does not cover or a grant that is not theirs, is refused", async () => {
    const source = await healGranted();
    t.as(t.bob);
    const heal = (targetId: string) =>
      t.chat.postCard({ ruleset: "angry-miniatures", kind: "magic-heal", inputs: { sceneId: t.scene.id, targetId, source: { messageId: source, index: 0 } }, template: "chat/card-controls.hbs", context: {} });
    await expect(heal(goblin.token.id)).rejects.toMatchObject({ code: "AmPlay.Card.HealTarget" });
    // A candidate, but Bob owns neither the Mender nor the card: the GM refuses it.
    const forged = await heal(sly.token.id);
    t.as(t.bob);
    expect(await t.chat.applyCard(forged.id!)).toBe(false);
    expect(t.health(sly.actor)).toBe(1);
  });

  it("a free attack clicked on a card in a popped-out chat log (v14) opens its dialog in that window", async () => {
    const { childRenderOptions } = await import("../../../../src/foundry/compat/windows");
    t.as(t.alice);
    await t.scene.tokens.get(sly.token.id)!.update({ x: 400, y: 200 });
    const duel = await t.attack(sly.token, goblin.token, [...DUEL_CRIT]);
    await t.answerCover(duel.id, goblin.token, false, t.bob);
    expect(await t.chat.applyCard(duel.id)).toBe(true);
    t.as(t.alice);
    const v14 = standInGeneration() === 14;
    if (v14) popOutChatLog();
    const shown = await showInChatLog(message(duel.id));
    const button = shown.querySelector('button[data-action="shelf-wars-follow-up"]')!;
    followUps.decorateFollowUps(message(duel.id) as never, shown as never, services());
    await button.click();
    expect(open).toHaveBeenLastCalledWith(sly.actor, { messageId: duel.id, index: 0 }, button);
    const options = childRenderOptions(button);
    if (v14) expect(options).toEqual({ force: true, window: { detached: true, windowId: expect.stringMatching(/^detached-/) } });
    else expect(options).toEqual({ force: true });
  });

  it("a free attack opens the dialog with its grant, and its card is refused at an excluded target or a second time", async () => {
    t.as(t.alice);
    await t.scene.tokens.get(sly.token.id)!.update({ x: 400, y: 200 });
    const duel = await t.attack(sly.token, goblin.token, [...DUEL_CRIT]);
    await t.answerCover(duel.id, goblin.token, false, t.bob);
    expect(await t.chat.applyCard(duel.id)).toBe(true);
    const request = { kind: "free-attack", figureId: sly.token.id, index: 0 } as const;
    const grant = followUps.usableGrant(message(duel.id), request);
    expect(grant?.data).toMatchObject({ byIds: [sly.token.id], excludeTargetIds: [goblin.token.id] });
    await followUps.runFollowUp(duel.id, request, grant!, services());
    expect(open).toHaveBeenCalledWith(sly.actor, { messageId: duel.id, index: 0 }, undefined);
    const free = { messageId: duel.id, index: 0 };
    await expect(t.attack(sly.token, goblin.token, [...DUEL_CRIT], {}, free)).rejects.toMatchObject({ code: "AmPlay.Card.FreeAttackTarget" });
    t.as(t.gm);
    await t.scene.tokens.get(orc.token.id)!.update({ x: 300, y: 300 });
    t.as(t.alice);
    const first = await t.attack(sly.token, orc.token, ["K", "9", "9", "9", "9", "9", "9", "9", "9", "9"], {}, free);
    const second = await t.attack(sly.token, orc.token, ["K", "9", "9", "9", "9", "9", "9", "9", "9", "9"], {}, free);
    for (const id of [first.id, second.id]) await t.answerCover(id, orc.token, false, t.bob);
    expect(await t.chat.applyCard(first.id)).toBe(true);
    expect(t.health(orc.actor)).toBe(4);
    expect(await t.chat.applyCard(second.id)).toBe(false);
    expect(lastWarning()).toContain("already used");
    expect(t.health(orc.actor)).toBe(4);
  });

  it("a push is only a hint: nobody's data changes", async () => {
    t.as(t.bob);
    await followUps.runFollowUp("any", { kind: "push", figureId: orc.token.id, index: 0 }, { kind: "push", actingUuids: [], data: {} }, services());
    expect(t.standIn.notifications.at(-1)).toEqual({ level: "info", message: "Drag Orc one square to a free adjacent square." });
  });
});
