import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { StandInChatMessage, standInSocket } from "../../../foundry-stand-in/parts/chat";
import { drawnPreviews } from "../../../foundry-stand-in/parts/previews";
import { standInWall, WALL_DOOR_STATES, WALL_DOOR_TYPES } from "../../../foundry-stand-in/parts/canvas";
import { addWall, type StandInSceneToken } from "../../../foundry-stand-in/parts/scenes";
import { pmBareWorld, type PmBareWorld } from "../world";
import { plain, type ShelfWarsCombatView } from "../../world";
import { letPlayersUndo } from "../../chat/player-undo";
import { setActionDice } from "../../dice/action-dice";

type Figure = { actor: StandInModelActor; token: StandInSceneToken };
type CardFlag = { ruleset: string; kind: string; inputs: Record<string, unknown>; claim: { actingUuid: string; changes: unknown[]; followUps: unknown[] } };

describe("Precious Moments: singing, sight past figures, Heaven", () => {
  let t: PmBareWorld;
  let angel: Figure;
  let harp: Figure;
  let bell: Figure;
  let drum: Figure;
  let candle: Figure;
  let play: {
    sing: typeof import("../../../../src/foundry/precious-moments/play/sing");
    view: typeof import("../../../../src/foundry/precious-moments/play/sing-view");
    plan: typeof import("../../../../src/foundry/precious-moments/table/sing-plan");
  };

  beforeEach(async () => {
    t = await pmBareWorld();
    // Drum stands on the line from Angel to Candle and on the line from Harp to Bell.
    angel = await t.figure("Angel", t.alice, { cuteness: 7, piety: 2, value: 20 }, { x: 1, y: 1 });
    harp = await t.figure("Harp", t.alice, { cuteness: 5, piety: 2, value: 20 }, { x: 1, y: 5 });
    bell = await t.figure("Bell", t.bob, { cuteness: 6, piety: 4, value: 9 }, { x: 8, y: 1 });
    drum = await t.figure("Drum", t.bob, { cuteness: 6, piety: 0, value: 5 }, { x: 4.5, y: 3 });
    candle = await t.figure("Candle", t.bob, { cuteness: 6, piety: 2, value: 20 }, { x: 8, y: 5 });
    await t.choir("Cherubs", null, [angel.actor, harp.actor]);
    await t.choir("Imps", null, [bell.actor, drum.actor, candle.actor]);
    play = {
      sing: await import("../../../../src/foundry/precious-moments/play/sing"),
      view: await import("../../../../src/foundry/precious-moments/play/sing-view"),
      plan: await import("../../../../src/foundry/precious-moments/table/sing-plan"),
    };
  });
  afterEach(() => removeStandIn());

  const levels = (lineOfSight: "off" | "warn" | "enforce", singingTurn: "off" | "warn" | "enforce" = "warn") => ({ lineOfSight, singingTurn });
  const sing = async (singer: Figure, target: Figure, ...dice: number[]) => {
    t.dice(...dice);
    const message = (await play.sing.rollSing(t.scene as never, singer.token.id, target.token.id)) as unknown as StandInChatMessage | null;
    await t.settle();
    return message;
  };
  const flagOf = (message: StandInChatMessage) => message.getFlag("shelf-wars", "card") as CardFlag;
  /** A player's own message, with any flag and any dice they like. */
  const forge = async (card: CardFlag, rolls: unknown[]) => (await StandInChatMessage.create({ content: "", rolls, flags: { "shelf-wars": { card } } })) as StandInChatMessage;

  describe("targets and odds", () => {
    it("lists opposing figures in play the singer can see, each with its exact odds; a figure in the way hides the one behind it", () => {
      const view = play.view.singView(t.scene as never, angel.token.id, null, levels("enforce"));
      expect(view.targets.map((x) => x.label)).toEqual(["Bell: humiliated 48.6%", "Drum: humiliated 58.3%"]);
      expect(view.chosen).toMatchObject({
        name: "Bell",
        stats: "Bell: Piety 4, Value $9.",
        success: "The song succeeds: 58.3%",
        spared: "It succeeds but the target is spared (Relying on the Spirit): 9.7%",
        humiliated: "The target is humiliated (2d6 off its Value): 48.6%",
        expected: "Value lost on average: 3.40",
      });
      // Cuteness 7 succeeds 21/36, Piety 4 fails 30/36, 9+ on 2d6 is 10/36.
      expect(view.chosen?.heaven).toBe(`Bell goes to Heaven: ${(Math.round(((21 / 36) * (30 / 36) * (10 / 36)) * 1000) / 10).toFixed(1)}%`);
      expect(view.chosen?.rows[0]).toEqual({ amount: "$0", chance: "51.4%", after: "$9" });
      expect(view.chosen?.rows.map((r) => r.amount)).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => `$${n}`));
      expect(view.highlightIds.sort()).toEqual([bell.token.id, drum.token.id].sort());
    });

    it("at warn a target out of sight is listed and marked; at off sight is not measured", () => {
      const warn = play.view.singView(t.scene as never, angel.token.id, candle.token.id, levels("warn"));
      expect(warn.targets.map((x) => x.label)).toContain("Candle, out of sight: humiliated 56.7%");
      expect(warn.chosen?.sightWarning).toBe("Out of sight (Drum is in the way): the line of sight check lets it pass with a warning.");
      expect(warn.highlightIds).not.toContain(candle.token.id);
      const off = play.view.singView(t.scene as never, angel.token.id, candle.token.id, levels("off"));
      expect(off.chosen?.sightWarning).toBeNull();
    });

    it("a sight-blocking wall on the scene being viewed hides a target; an open door does not", async () => {
      const door = addWall(t.scene, standInWall({ a: { x: 600, y: 0 }, b: { x: 600, y: 200 } }, { door: WALL_DOOR_TYPES.DOOR, ds: WALL_DOOR_STATES.CLOSED }));
      const hidden = play.view.singView(t.scene as never, angel.token.id, bell.token.id, levels("warn"));
      expect(hidden.chosen?.sightWarning).toBe("Out of sight (a wall is in the way): the line of sight check lets it pass with a warning.");
      door._source.ds = WALL_DOOR_STATES.OPEN;
      expect(play.view.singView(t.scene as never, angel.token.id, bell.token.id, levels("warn")).chosen?.sightWarning).toBeNull();
      // Off screen the scene's wall documents give the same answer.
      door._source.ds = WALL_DOOR_STATES.CLOSED;
      (globalThis as unknown as { canvas: { scene: unknown } }).canvas.scene = null;
      expect(play.view.singView(t.scene as never, angel.token.id, bell.token.id, levels("warn")).chosen?.sightWarning).toBe("Out of sight (a wall is in the way): the line of sight check lets it pass with a warning.");
    });

    it("figures in Heaven neither block nor can be sung at; friends are never targets but do block", async () => {
      await drum.actor.update({ system: { value: 0 } });
      await t.settle();
      const view = play.view.singView(t.scene as never, angel.token.id, null, levels("enforce"));
      expect(view.targets.map((x) => x.id).sort()).toEqual([bell.token.id, candle.token.id].sort());
      // A friend in the way: Harp moved between Angel and Bell.
      harp.token._source.x = 400;
      harp.token._source.y = 50;
      expect(play.view.singView(t.scene as never, angel.token.id, null, levels("enforce")).targets.map((x) => x.id)).toEqual([candle.token.id]);
    });
  });

  describe("in a combat's singing phase", () => {
    let combat: ShelfWarsCombatView;
    const combatantId = (f: Figure): string => combat.combatants.contents.find((c) => c.actorId === f.actor.id)?.id ?? "";
    async function phase(index: 0 | 1): Promise<void> {
      t.as(t.gm);
      const state = combat.activationState!;
      await combat.update({ flags: { "shelf-wars": { activation: { ...state, phase: index, up: 0, active: null } } } } as never);
    }
    async function activate(f: Figure): Promise<void> {
      t.as(t.gm);
      await combat.activateCombatant(combatantId(f));
      await t.settle();
    }

    beforeEach(async () => {
      combat = await t.combat([angel, harp, bell, drum, candle].map((f) => f.token));
      t.as(t.gm);
      // Cherubs win the initiative (6 + 6 against 1 + 1): they sing first.
      t.dice(6, 6, 1, 1);
      await combat.startCombat();
      await phase(1);
      await t.setting("automation.lineOfSight", "enforce");
    });

    it("a song that lands: three real rolls on one card, the GM takes the Humiliation off the target's Value, the singer's activation ends", async () => {
      await activate(angel);
      t.as(t.alice);
      const message = await sing(angel, bell, 3, 2, 6, 5, 4, 3);
      const text = plain(message!.content);
      expect(text).toContain("Angel sings at Bell");
      expect(text).toContain("Song: 3 2 = 5, at most Cuteness 7: it succeeds.");
      expect(text).toContain("Relying on the Spirit: 6 5 = 11, more than Piety 4: Bell is not spared.");
      expect(text).toContain("Humiliation: 4 3 = 7. Bell's Value $9 → $2.");
      expect(message!.rolls).toHaveLength(3);
      expect(t.chat.cardState(message!.id)).toBe("applied");
      expect(t.value(bell.actor)).toBe(2);
      expect(combat.activationState?.active).toBeNull();
      const { readMarked } = await import("../../../../src/foundry/shared/combat-flags");
      expect(readMarked(combat).has(combatantId(angel))).toBe(true);
    });

    it("the song's card leads with the singer's and the target's portraits and choir colours, then the result with the Value change", async () => {
      t.as(t.gm);
      const [cherubs, imps] = ["Cherubs", "Imps"].map((name) => game.actors!.getName(name)!);
      await cherubs!.update({ "system.color": "#aa2222" } as never);
      await imps!.update({ "system.color": "#2233aa" } as never);
      await activate(angel);
      t.as(t.alice);
      const message = await sing(angel, bell, 3, 2, 6, 5, 4, 3);
      const header = message!.content.slice(0, message!.content.indexOf("</header>"));
      expect([...header.matchAll(/class="sw-card-portrait" src="([^"]+)"/g)].map((m) => m[1])).toEqual([angel.actor.img, bell.actor.img]);
      expect([...header.matchAll(/--shelf-wars-side-colour: (#[0-9a-f]{6})/g)].map((m) => m[1])).toEqual(["#aa2222", "#2233aa"]);
      const text = plain(message!.content);
      expect(text).toContain("Humiliated! Bell's Value $9 → $2.");
      expect(text.indexOf("Humiliated!")).toBeLessThan(text.indexOf("Song:"));
      expect(message!.content).toMatch(/<details class="pm-card__details">[\s\S]*<\/details>/);
    });

    it("a failed song rolls once, changes nothing, and is still recorded as sung; a spared target rolls twice", async () => {
      await activate(angel);
      t.as(t.alice);
      const flat = await sing(angel, bell, 6, 6);
      expect(plain(flat!.content)).toContain("Song: 6 6 = 12, more than Cuteness 7: it fails.");
      expect(flat!.rolls).toHaveLength(1);
      expect(t.chat.cardState(flat!.id)).toBe("applied");
      expect(t.value(bell.actor)).toBe(9);
      await activate(harp);
      t.as(t.alice);
      const spared = await sing(harp, candle, 1, 2, 1, 1);
      expect(plain(spared!.content)).toContain("Relying on the Spirit: 1 1 = 2, at most Piety 2: Candle is spared.");
      expect(spared!.rolls).toHaveLength(2);
      expect(t.value(candle.actor)).toBe(20);
    });

    it("the GM can sing for a figure: a song that took nothing is still applied and the activation ends", async () => {
      await activate(angel);
      t.as(t.gm);
      const flat = await sing(angel, bell, 6, 5);
      expect(t.chat.cardState(flat!.id)).toBe("applied");
      expect(combat.activationState?.active).toBeNull();
    });

    it("Value 0 or less sends the target to Heaven (its card, defeated, out of activation); undoing the song brings it back", async () => {
    await letPlayersUndo();
      await activate(angel);
      t.as(t.alice);
      const message = await sing(angel, drum, 1, 1, 6, 6, 3, 3);
      expect(plain(message!.content)).toContain("Drum goes to Heaven.");
      expect(t.value(drum.actor)).toBe(0);
      expect(drum.actor.statuses.has("dead")).toBe(true);
      const drumCombatant = combat.combatants.get(combatantId(drum))!;
      expect(drumCombatant.defeated).toBe(true);
      const { readDefeated } = await import("../../../../src/foundry/shared/combat-flags");
      expect(readDefeated(combat).has(combatantId(drum))).toBe(true);
      expect(t.messages().some((m) => plain(m.content).includes("Drum goes to Heaven") && plain(m.content).includes("will not activate again"))).toBe(true);
      // In Heaven it no longer blocks: Angel now sees Candle.
      expect(play.view.singView(t.scene as never, angel.token.id, null, levels("enforce")).targets.map((x) => x.id)).toContain(candle.token.id);

      t.as(t.alice);
      expect(await t.chat.undoCard(message!.id)).toBe(true);
      await t.settle();
      expect(t.value(drum.actor)).toBe(5);
      expect(drum.actor.statuses.has("dead")).toBe(false);
      expect(combat.combatants.get(combatantId(drum))!.defeated).toBe(false);
      expect(readDefeated(combat).has(combatantId(drum))).toBe(false);
      expect(t.messages().some((m) => plain(m.content).includes("Drum returns from Heaven"))).toBe(true);
    });

    it("the Sing dialog lists the targets with their odds, follows the one chosen, and sings on click", async () => {
      await activate(angel);
      t.as(t.alice);
      const { singDialogClass } = await import("../../../../src/foundry/precious-moments/play/sing-dialog");
      type DialogView = { element: { querySelectorAll(s: string): { textContent: string }[]; querySelector(s: string): { textContent: string } | null }; changeField(name: string, value: string): Promise<void>; clickOn(selector: string): Promise<void>; render(o: object): Promise<unknown>; rendered: boolean };
      const dialog = new (singDialogClass())(t.scene as never, angel.token.id, null) as unknown as DialogView;
      standInSocket.sent.length = 0;
      await dialog.render({ force: true });
      expect(dialog.element.querySelectorAll("option").map((o) => o.textContent)).toEqual(["Bell: humiliated 48.6%", "Drum: humiliated 58.3%"]);
      // The legal targets are ringed on Alice's canvas only: a preview, no document, nothing sent.
      const { highlights, regions } = drawnPreviews();
      expect(highlights.length + regions.length).toBe(2);
      expect([t.scene.templates.size, t.scene.regions.size, standInSocket.sent.length]).toEqual([0, 0, 0]);
      expect(dialog.element.querySelector("summary")?.textContent).toBe("Value Bell loses (now $9)");
      await dialog.changeField("targetId", drum.token.id);
      expect(dialog.element.querySelector("summary")?.textContent).toBe("Value Drum loses (now $5)");
      t.dice(6, 6);
      await dialog.clickOn('[data-action="sing"]');
      await t.settle();
      expect(plain(t.messages().at(-1)!.content)).toContain("Angel sings at Drum");
      expect(dialog.rendered).toBe(false);
      expect(drawnPreviews()).toEqual({ highlights: [], regions: [] });
      expect([t.scene.templates.size, t.scene.regions.size]).toEqual([0, 0]);
    });

    describe("a hostile player", () => {
      // Where players roll their own dice, a song is still posted by the GM's client (the target's
      // Relying on the Spirit roll is the target's, test/foundry/dice/defender-dice.test.ts): a card
      // a player's client made with dice is refused for its dice first, whatever else is wrong with it.
      beforeEach(() => setActionDice("players"));

      it("the singer's client never rolls the target's Relying on the Spirit: the GM's client asks Bob's client for it", async () => {
        await activate(angel);
        t.as(t.alice);
        standInSocket.sent.length = 0;
        // Song 1 1 (Alice's client), Relying on the Spirit 6 6 (Bob's client, Piety 4: not spared), Humiliation 1 1 (Alice's client).
        const song = await sing(angel, bell, 1, 1, 6, 6, 1, 1);
        const answered = standInSocket.sent.filter((s) => (s.args[0] as { kind?: string }).kind === "reply").map((s) => s.senderId);
        expect(answered).toEqual([t.alice.id, t.bob.id, t.alice.id]);
        expect(song!.author?.isGM).toBe(true);
        expect(t.value(bell.actor)).toBe(7);
      });

      it("cannot sing with someone else's figure: the GM refuses the card, nothing changes", async () => {
        await activate(angel);
        t.as(t.bob);
        // Bob's client refuses before rolling: it does not own Angel (and the GM's client would refuse the card).
        expect(await sing(angel, bell, 1, 1, 6, 6, 6, 6)).toBeNull();
        expect(t.value(bell.actor)).toBe(9);
        expect(t.standIn.notifications.map((n) => n.message).join(" ")).toMatch(/owner/i);
      });

      it("cannot sing twice in one singing phase: not from the dialog, not by posting the card again", async () => {
        await activate(angel);
        t.as(t.alice);
        const first = await sing(angel, bell, 1, 1, 6, 6, 1, 1);
        expect(t.value(bell.actor)).toBe(7);
        // The GM lets Angel activate again (say, by mistake).
        await activate(angel);
        t.as(t.alice);
        expect(await sing(angel, bell, 1, 1, 6, 6, 6, 6)).toBeNull();
        expect(t.lastWarning()).toBe("Cannot sing: Angel has already sung this singing phase.");
        const copy = await forge(flagOf(first!), first!._source.rolls as unknown[]);
        expect(await t.chat.applyCard(copy.id)).toBe(false);
        expect(t.lastWarning()).toBe("Alice's client rolled this card's dice: a contest's dice are both sides' (an attack, a song and its save), so only the GM's client posts them, each side's dice rolled by that side.");
        expect(t.value(bell.actor)).toBe(7);
      });

      it("cannot sing out of phase or out of turn, even with a card made by hand", async () => {
        await activate(harp);
        t.as(t.alice);
        expect(await sing(angel, bell, 1, 1, 6, 6, 6, 6)).toBeNull();
        expect(t.lastWarning()).toBe("Cannot sing: Angel is not the figure activating: activate it from the combat tracker first.");
        await phase(0);
        await activate(angel);
        t.as(t.alice);
        expect(await sing(angel, bell, 1, 1, 6, 6, 6, 6)).toBeNull();
        expect(t.lastWarning()).toBe("Cannot sing: Angel can sing only in the singing phase, while activating.");
        const { Roll } = globalThis as unknown as { Roll: new (f: string) => { evaluate(): Promise<unknown> } };
        t.dice(1, 1, 6, 6, 6, 6);
        const rolls = [await new Roll("2d6").evaluate(), await new Roll("2d6").evaluate(), await new Roll("2d6").evaluate()];
        const card: CardFlag = {
          ruleset: "precious-moments",
          kind: "sing",
          inputs: { sceneId: t.scene.id, singerId: angel.token.id, targetId: bell.token.id },
          claim: { actingUuid: angel.actor.uuid, changes: [{ uuid: bell.actor.uuid, path: "system.value", delta: -12 }], followUps: [] },
        };
        expect(await t.chat.applyCard((await forge(card, rolls)).id)).toBe(false);
        expect(t.lastWarning()).toBe("Alice's client rolled this card's dice: a contest's dice are both sides' (an attack, a song and its save), so only the GM's client posts them, each side's dice rolled by that side.");
        expect(t.value(bell.actor)).toBe(9);
      });

      it("cannot sing at a target out of sight at enforce, nor at a figure of its own choir", async () => {
        await activate(angel);
        t.as(t.alice);
        const posted = t.messages().length;
        expect(await sing(angel, candle, 1, 1, 6, 6, 6, 6)).toBeNull();
        expect(t.lastWarning()).toBe("Cannot sing: Angel cannot see Candle: Drum is in the way.");
        expect(t.messages()).toHaveLength(posted);
        expect(await sing(angel, harp, 1, 1, 6, 6, 6, 6)).toBeNull();
        expect(t.lastWarning()).toBe("Cannot sing: Angel can only sing at a figure of the other choir, not at Harp.");
        // A card made by hand at the hidden target: refused (and, rolled, it spent the song).
        const { Roll } = globalThis as unknown as { Roll: new (f: string) => { evaluate(): Promise<unknown> } };
        t.dice(1, 1, 6, 6, 6, 6);
        const rolls = [await new Roll("2d6").evaluate(), await new Roll("2d6").evaluate(), await new Roll("2d6").evaluate()];
        const hidden: CardFlag = {
          ruleset: "precious-moments",
          kind: "sing",
          inputs: { sceneId: t.scene.id, singerId: angel.token.id, targetId: candle.token.id },
          claim: { actingUuid: angel.actor.uuid, changes: [{ uuid: candle.actor.uuid, path: "system.value", delta: -12 }], followUps: [] },
        };
        expect(await t.chat.applyCard((await forge(hidden, rolls)).id)).toBe(false);
        expect(t.value(candle.actor)).toBe(20);
      });

      it("cannot make the card say more than its dice, drop the record of the song, or bring dice the song does not roll", async () => {
    await letPlayersUndo();
        await activate(angel);
        t.as(t.alice);
        const spared = await sing(angel, bell, 1, 1, 1, 1);
        // Undone, the song no longer counts: Angel may sing again once the GM activates it.
        await t.chat.undoCard(spared!.id);
        await activate(angel);
        t.as(t.alice);
        const flag = flagOf(spared!);
        const rolls = spared!._source.rolls as unknown[];
        const louder = await forge({ ...flag, claim: { ...flag.claim, changes: [{ uuid: bell.actor.uuid, path: "system.value", delta: -12 }] } }, rolls);
        expect(await t.chat.applyCard(louder.id)).toBe(false);
        expect(t.lastWarning()).toBe("Alice's client rolled this card's dice: a contest's dice are both sides' (an attack, a song and its save), so only the GM's client posts them, each side's dice rolled by that side.");
        const unrecorded = await forge({ ...flag, claim: { ...flag.claim, followUps: [] } }, rolls);
        expect(await t.chat.applyCard(unrecorded.id)).toBe(false);
        expect(t.lastWarning()).toBe("Alice's client rolled this card's dice: a contest's dice are both sides' (an attack, a song and its save), so only the GM's client posts them, each side's dice rolled by that side.");
        // A successful song roll with no Relying on the Spirit roll after it; a d8 for the song.
        const { Roll } = globalThis as unknown as { Roll: new (f: string) => { evaluate(): Promise<unknown> } };
        t.dice(1, 1);
        const short = await forge({ ...flag, claim: { ...flag.claim } }, [await new Roll("2d6").evaluate()]);
        expect(await t.chat.applyCard(short.id)).toBe(false);
        expect(t.lastWarning()).toBe("Alice's client rolled this card's dice: a contest's dice are both sides' (an attack, a song and its save), so only the GM's client posts them, each side's dice rolled by that side.");
        // Every die shows 1 (core maps a draw u to ceil((1 - u) * faces)).
        (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => 0.99;
        const d8 = await forge(flag, [await new Roll("2d8").evaluate(), await new Roll("2d6").evaluate()]);
        expect(await t.chat.applyCard(d8.id)).toBe(false);
        expect(t.lastWarning()).toBe("Alice's client rolled this card's dice: a contest's dice are both sides' (an attack, a song and its save), so only the GM's client posts them, each side's dice rolled by that side.");
        expect(t.value(bell.actor)).toBe(9);
      });
    });
  });

  describe("outside any combat", () => {
    it("at warn the song goes ahead with a warning on its card; at enforce it is refused; at off nothing is said", async () => {
      t.as(t.alice);
      const warned = await sing(angel, bell, 1, 1, 6, 6, 2, 2);
      expect(plain(warned!.content)).toContain("Angel sang outside a combat's singing phase.");
      expect(t.value(bell.actor)).toBe(5);
      await t.setting("automation.singingTurn", "enforce");
      t.as(t.alice);
      expect(await sing(angel, bell, 1, 1, 6, 6, 2, 2)).toBeNull();
      expect(t.lastWarning()).toBe("Cannot sing: Angel is in no combat's singing phase, and the singing turn check is at enforce.");
      await t.setting("automation.singingTurn", "off");
      t.as(t.alice);
      const quiet = await sing(angel, bell, 1, 1, 6, 6, 2, 2);
      expect(plain(quiet!.content)).not.toContain("outside");
      expect(t.value(bell.actor)).toBe(1);
    });
  });

  describe("figures in no choir, in a combat", () => {
    it("turned to the singer's disposition mid-game by its owner, a figure is still an enemy: its side was settled when the combat began", async () => {
      // Neither sings for a choir: their sides are their tokens' dispositions (Alice's friendly, Bob's hostile).
      const wisp = await t.figure("Wisp", t.alice, { cuteness: 7, piety: 0, value: 9 }, { x: 1, y: 9 });
      const stray = await t.figure("Stray", t.bob, { cuteness: 6, piety: 0, value: 9 }, { x: 4, y: 9 });
      const combat = await t.combat([wisp, stray].map((f) => f.token));
      t.as(t.gm);
      t.dice(6, 6, 1, 1);
      await combat.startCombat();
      const state = combat.activationState!;
      await combat.update({ flags: { "shelf-wars": { activation: { ...state, phase: 1, up: 0, active: null } } } } as never);
      await combat.activateCombatant(combat.combatants.contents.find((c) => c.actorId === wisp.actor.id)?.id ?? "");
      await t.settle();
      // Bob turns his figure to Wisp's disposition (an owner may write it).
      t.as(t.bob);
      await (stray.token as unknown as { update(changes: object): Promise<unknown> }).update({ disposition: 1 });
      t.as(t.alice);
      const message = await sing(wisp, stray, 1, 1, 6, 6, 2, 2);
      expect(message).not.toBeNull();
      expect(plain(message!.content)).toContain("Wisp sings at Stray");
    });
  });
});
