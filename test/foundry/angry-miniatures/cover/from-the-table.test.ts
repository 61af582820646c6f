import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { standInWall, WALL_DOOR_STATES, WALL_DOOR_TYPES, WALL_SENSE_TYPES } from "../../../foundry-stand-in/parts/canvas";
import { showInChatLog, standInSocket, type StandInChatMessage } from "../../../foundry-stand-in/parts/chat";
import { scriptDice } from "../../../foundry-stand-in/parts/dice";
import { StandInRegionDocument } from "../../../foundry-stand-in/parts/regions";
import { addWall, type StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { POKER_RANK, type PokerFace } from "../../../../src/rules/common/poker";
import { BRAWLER, amWorld, GRUNT, type AmWorld } from "../world";

/**
 * Cover comes from the table, not from the attacker's card: the GM's client reads the walls and
 * terrain between the figures; cover the table cannot show is confirmed on the card by the
 * defender's owner or a GM, never by the attacker.
 */
describe("Angry Miniatures cover, worked out by the GM's client", () => {
  let t: AmWorld;
  let hero: { actor: StandInModelActor; token: StandInSceneToken };
  let villain: { actor: StandInModelActor; token: StandInSceneToken };

  beforeEach(async () => {
    t = await amWorld();
    // Hero (Alice's, Melee 7 dice) at row 2 column 2; Villain (Bob's, Body 3, Health 5) at row 2 column 3.
    hero = await t.figure("Hero", t.alice, { i: 2, j: 2 }, BRAWLER);
    villain = await t.figure("Villain", t.bob, { i: 2, j: 3 }, GRUNT);
  });
  afterEach(() => removeStandIn());

  const message = (id: string) => game.messages!.get(id) as unknown as StandInChatMessage;
  const warnings = () => t.standIn.notifications.filter((n) => n.level === "warn").map((n) => n.message);
  /** Attack K K K 9 9 9 9 (3 hits); defence 9 9 9 and, with cover, a J (1 hit): 2 damage in cover, 3 without. */
  const FACES: PokerFace[] = ["K", "K", "K", "9", "9", "9", "9", "9", "9", "9", "J"];

  async function attackWithoutCoverClaimed(): Promise<string> {
    t.as(t.alice);
    // Alice's client asks for the attack with cover: [] (she leaves the Villain's cover out).
    const card = await t.attack(hero.token, villain.token, FACES, { cover: [] });
    await t.settle();
    return card.id;
  }

  it("a low wall between the figures: the card Alice asked for without cover still gives the Villain its cover die", async () => {
    // A wall that stops movement but not sight, on the line between the two squares' centres.
    addWall(t.scene, standInWall({ a: { x: 300, y: 180 }, b: { x: 300, y: 320 } }, { sight: WALL_SENSE_TYPES.NONE }));
    const id = await attackWithoutCoverClaimed();
    expect((message(id).getFlag("shelf-wars", "card") as { inputs: { cover: string[] } }).inputs.cover).toEqual([]);
    expect(await t.chat.applyCard(id)).toBe(true);
    expect(t.health(villain.actor)).toBe(3);
  });

  it("a door across the line: open, it gives no cover and the card asks the Villain's side; the same door closed gives the cover die", async () => {
    const door = addWall(t.scene, standInWall({ a: { x: 300, y: 180 }, b: { x: 300, y: 320 } }, { door: WALL_DOOR_TYPES.DOOR, ds: WALL_DOOR_STATES.OPEN }));
    // Open: attack K K 9 9 9 9 9 (2 hits) against 9 9 9 and no cover die; Bob is asked, says "not in cover": 2 damage.
    t.as(t.alice);
    const open = await t.attack(hero.token, villain.token, ["K", "K", "9", "9", "9", "9", "9", "9", "9", "9"], { cover: [] });
    await t.settle();
    t.as(t.bob);
    expect((await showInChatLog(message(open.id))).querySelector("[data-cover-question]")?.dataset.figure).toBe(villain.token.id);
    await t.answerCover(open.id, villain.token, false, t.bob);
    t.as(t.alice);
    expect(await t.chat.applyCard(open.id)).toBe(true);
    expect(t.health(villain.actor)).toBe(3);

    // Closed by the GM: the table gives the Villain its cover die (the J) and asks nobody: 2 damage, not 3.
    t.as(t.gm);
    await door.update({ ds: WALL_DOOR_STATES.CLOSED });
    const closed = await attackWithoutCoverClaimed();
    t.as(t.bob);
    expect((await showInChatLog(message(closed))).querySelector("[data-cover-question]")).toBeNull();
    t.as(t.alice);
    expect(await t.chat.applyCard(closed)).toBe(true);
    expect(t.health(villain.actor)).toBe(1);
  });

  it("difficult terrain under the defender (a Region that makes walking cost 2): cover whatever the card says", async () => {
    t.scene.regions.add(
      new StandInRegionDocument(
        { _id: "rubbleregion0001", shapes: [{ type: "rectangle", x: 300, y: 200, width: 100, height: 100 }], behaviors: [{ type: "modifyMovementCost", system: { difficulties: { walk: 2 } } }] },
        { parent: t.scene },
      ),
    );
    const id = await attackWithoutCoverClaimed();
    expect(await t.chat.applyCard(id)).toBe(true);
    expect(t.health(villain.actor)).toBe(3);
  });

  it("open ground: no cover, and the attacker's client cannot answer for the defender (refused by the GM's client)", async () => {
    const id = await attackWithoutCoverClaimed();
    // Alice does not own the Villain: the answers are not hers, and the request straight to the GM is refused.
    t.as(t.alice);
    const html = await showInChatLog(message(id));
    expect(html.querySelectorAll('button[data-action="shelf-wars-am-cover"]')).toHaveLength(0);
    const { askToAnswerCover } = await import("../../../../src/foundry/angry-miniatures/play/attack-cover-confirm");
    await expect(askToAnswerCover(id, villain.token.id, true)).rejects.toThrow(/only an owner of Villain or a GM/);
    await expect(askToAnswerCover(id, villain.token.id, false)).rejects.toThrow(/only an owner of Villain or a GM/);
    // Sent down the socket by hand, the same.
    game.socket!.emit("system.shelf-wars", { kind: "request", requestId: "forgedcover00001", name: "angry-miniatures.cover", gmId: t.gm.id, payload: { messageId: id, defenderId: villain.token.id, inCover: false } });
    await t.settle();
    expect((message(id).getFlag("shelf-wars", "card") as { inputs: Record<string, unknown> }).inputs.coverAnswers).toBeUndefined();
    // Bob, the Villain's side, says it is in the open: now Alice's card applies, without the cover die.
    await t.answerCover(id, villain.token, false, t.bob);
    expect(await t.chat.applyCard(id)).toBe(true);
    expect(t.health(villain.actor)).toBe(2);
  });

  it("the defender's owner says it is in cover the table cannot show: one more defence die, rolled by the GM's client; one answer only", async () => {
    const id = await attackWithoutCoverClaimed();
    t.as(t.bob);
    const html = await showInChatLog(message(id));
    const question = html.querySelector("[data-cover-question]");
    expect(question?.dataset.figure).toBe(villain.token.id);
    expect([...question!.querySelectorAll('button[data-action="shelf-wars-am-cover"]')].map((b) => b.dataset.cover)).toEqual(["yes", "no"]);
    const { askToAnswerCover } = await import("../../../../src/foundry/angry-miniatures/play/attack-cover-confirm");
    // The scripted J was never used by the first roll (10 dice); the GM's client rolls the cover die now.
    scriptDice([POKER_RANK.J]);
    await askToAnswerCover(id, villain.token.id, true);
    await standInSocket.settled();
    const card = message(id).getFlag("shelf-wars", "card") as { inputs: { coverAnswers?: unknown[]; cover: string[] } };
    expect(card.inputs).toMatchObject({ cover: [], coverAnswers: [{ figure: villain.token.id, inCover: true, user: t.bob.id }] });
    expect(message(id).author?.isGM).toBe(true);
    expect(message(id).content).toContain("Villain: in cover, said by Bob.");
    await expect(askToAnswerCover(id, villain.token.id, false)).rejects.toThrow(/already answered/);
    t.as(t.alice);
    expect(await t.chat.applyCard(id)).toBe(true);
    expect(t.health(villain.actor)).toBe(3);
    // Applied: the outcome stands.
    t.as(t.bob);
    await expect(askToAnswerCover(id, villain.token.id, true)).rejects.toThrow(/already applied/);
    expect(warnings()).toEqual([]);
  });
});
