import { createActor } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { standInSocket } from "../../foundry-stand-in/parts/chat";
import { scriptDice } from "../../foundry-stand-in/parts/dice";
import { setCurrentUser, type StandInUser } from "../../foundry-stand-in/parts/documents";
import { placeToken, type StandInSceneToken } from "../../foundry-stand-in/parts/scenes";
import { POKER_RANK, type PokerFace } from "../../../src/rules/common/poker";
import { bootShelfWars, seatPlayers, viewScene } from "../boot-world";
import { rulesetWorldBasics, type RulesetWorld } from "../world";

/** An Angry Miniatures world (`RulesetWorld`): its scene is square, 100 px a square. */
export interface AmWorld extends RulesetWorld {
  /** A figure owned by `owner` (by nobody but the GM when null) and its linked token on the square (row i, column j): friendly when Alice owns it, hostile otherwise, unless `disposition` says. */
  figure(name: string, owner: StandInUser | null, at: { i: number; j: number }, system?: Record<string, unknown>, disposition?: number): Promise<{ actor: StandInModelActor; token: StandInSceneToken }>;
  /** The attack the dialog would roll and post for `attacker` against `target`, with these poker faces. */
  attack(attacker: StandInSceneToken, target: StandInSceneToken, faces: PokerFace[], choices?: Record<string, unknown>, free?: { messageId: string; index: number }): Promise<{ id: string }>;
  /** A hostile player's own client rolling the attack itself (the dice the GM's client would have rolled) and posting the card. */
  forgeAttack(attacker: StandInSceneToken, target: StandInSceneToken, faces: PokerFace[], choices?: Record<string, unknown>, free?: { messageId: string; index: number }): Promise<{ id: string }>;
  /** `by` (the defender's owner or a GM) answers the attack card's cover question from their own client; the current user is kept. */
  answerCover(cardId: string, defender: StandInSceneToken, inCover: boolean, by: StandInUser): Promise<void>;
  health(actor: StandInModelActor): number;
}

/** Melee 7 dice (Body 4 + Spirit 3), Health 5 with Brutish. */
export const BRAWLER = { mind: 2, body: 4, spirit: 3, attackTypes: ["melee"], perk: "brutish", flaw: "fat", crit: "regenerate", presentation: "androgynous" };
/** 3 dice against everything, Health 5 with Brutish. */
export const GRUNT = { ...BRAWLER, mind: 3, body: 3, spirit: 3 };

/** `sceneData`: more of the scene's source (its width, height and padding, say). */
export async function amWorld(sceneData: Record<string, unknown> = {}): Promise<AmWorld> {
  const standIn = await bootShelfWars();
  const players = seatPlayers();
  const { gm, alice } = players;
  const scene = viewScene({ type: 1, size: 100, distance: 1, diagonals: 0 }, { _id: "scene00000000001", ...sceneData });
  const basics = await rulesetWorldBasics(standIn, players, scene);
  const services = await import("../../../src/foundry/angry-miniatures/play/foundry-services");
  const { AttackSession } = await import("../../../src/foundry/angry-miniatures/table/attack-session");
  const { tableOf } = await import("../../../src/foundry/angry-miniatures/table/attack-table");
  const world: AmWorld = {
    ...basics,
    async figure(name, owner, at, system = GRUNT, disposition = owner === alice ? 1 : -1) {
      const local = (globalThis as unknown as { game: { user: StandInUser } }).game.user;
      setCurrentUser(gm);
      const actor = await createActor({ name, type: "angry-miniatures-figure", system: { ...system }, ownership: owner ? { [owner.id]: 3 } : {} }, { via: "Actor.create" });
      if (!actor) throw new Error(`figure ${name} refused: ${standIn.notifications.map((n) => n.message).join("; ")}`);
      const token = placeToken(scene, actor, at, { disposition });
      setCurrentUser(local);
      return { actor, token };
    },
    // As the dialog does: a player's client asks the GM's client, which rolls (the scripted faces) and posts.
    async attack(attacker, target, faces, choices = {}, free) {
      const session = new AttackSession(tableOf(scene as never), attacker.id, target.id, free);
      session.update(choices);
      scriptDice(faces.map((face) => POKER_RANK[face]));
      if ((globalThis as unknown as { game: { user: StandInUser } }).game.user.isGM) return (await services.foundryAttackServices().postCard(await session.roll(services.foundryAttackServices().resolve), session.attacker)) as { id: string };
      const { askGmToAttack } = await import("../../../src/foundry/angry-miniatures/play/attack-roll");
      const id = await askGmToAttack(scene as never, session);
      return (game.messages?.get(id) as unknown as { id: string } | undefined) ?? { id };
    },
    async forgeAttack(attacker, target, faces, choices = {}, free) {
      const session = new AttackSession(tableOf(scene as never), attacker.id, target.id, free);
      session.update(choices);
      scriptDice(faces.map((face) => POKER_RANK[face]));
      const live = services.foundryAttackServices();
      const result = await session.roll(live.resolve);
      const message = (await live.postCard(result, session.attacker)) as { id: string };
      return message;
    },
    async answerCover(cardId, defender, inCover, by) {
      const local = (globalThis as unknown as { game: { user: StandInUser } }).game.user;
      setCurrentUser(by);
      const { askToAnswerCover } = await import("../../../src/foundry/angry-miniatures/play/attack-cover-confirm");
      try {
        await askToAnswerCover(cardId, defender.id, inCover);
        await standInSocket.settled();
      } finally {
        setCurrentUser(local);
      }
    },
    // One delivery of what is in flight (the Knight Fight and Precious Moments worlds also wait out their hooks' work).
    settle: () => standInSocket.settled(),
    health: (actor) => (actor.system as { health: { value: number } }).health.value,
  };
  return world;
}
