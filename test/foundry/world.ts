import type { StandIn } from "../foundry-stand-in";
import type { StandInActor } from "../foundry-stand-in/parts/data-models";
import { standInSocket, type StandInChatMessage } from "../foundry-stand-in/parts/chat";
import { createCombat, type StandInCombat, type StandInToken } from "../foundry-stand-in/parts/combat";
import { setCurrentUser, type StandInUser } from "../foundry-stand-in/parts/documents";
import type { StandInScene, StandInSceneToken } from "../foundry-stand-in/parts/scenes";
import { uniformForFace } from "../foundry-stand-in/parts/dice";
import { asUser, type Players } from "./boot-world";

/** The combat the system registered, as the stand-in holds it. */
export type ShelfWarsCombatView = InstanceType<typeof import("../../src/foundry/combat/combat-document").ShelfWarsCombat> & StandInCombat;

/**
 * What every ruleset's test world has, under the same names: a booted Shelf Wars world on the
 * stand-in (every module loaded fresh, as on a client that starts) with three clients, the GM,
 * Alice and Bob, and the ruleset's scene on the canvas. Each ruleset has one builder, in
 * `test/foundry/<ruleset>/world.ts` (`amWorld`, `kfWorld`, `pmWorld`), whose world extends this
 * with the ruleset's own pieces (its figures, forces or choirs, its dice). `combatWorld`
 * (`test/foundry/combat/world.ts`) is another kind: the tracker alone over bare actors.
 */
export interface RulesetWorld {
  standIn: StandIn;
  gm: StandInUser;
  alice: StandInUser;
  bob: StandInUser;
  /** The ruleset's scene, the one on the canvas. */
  scene: StandInScene;
  /** The chat area as the tests drive it. */
  chat: typeof import("./api/chat");
  /** Makes `user` the current user: what follows runs on their client. */
  as(user: StandInUser): void;
  /** A combat over these tokens (the class the system registered), made by the GM. */
  combat(tokens: readonly StandInSceneToken[]): Promise<ShelfWarsCombatView>;
  /** Waits for every socket message in flight (Knight Fight's and Precious Moments' worlds also for work the stand-in's hooks started). */
  settle(): Promise<void>;
  /** The chat log, oldest first. */
  messages(): StandInChatMessage[];
  /** The last warning notification shown, or "". */
  lastWarning(): string;
}

/** The members every ruleset world makes alike, given its booted stand-in, its players and its viewed scene. */
export async function rulesetWorldBasics(standIn: StandIn, players: Players, scene: StandInScene): Promise<Omit<RulesetWorld, "settle">> {
  const chat = await import("./api/chat");
  return {
    standIn,
    ...players,
    scene,
    chat,
    as: (user) => setCurrentUser(user),
    async combat(tokens) {
      const CombatClass = CONFIG.Combat.documentClass as unknown as new () => StandInCombat;
      const entries = tokens.map((token) => ({ actor: token.actor as unknown as StandInActor, token: token as unknown as StandInToken }));
      return (await asUser(players.gm, () => createCombat(entries, CombatClass))) as ShelfWarsCombatView;
    },
    messages: () => (game as unknown as { messages: { contents: StandInChatMessage[] } }).messages.contents,
    lastWarning: () => standIn.notifications.filter((n) => n.level === "warn").at(-1)?.message ?? "",
  };
}

/** `rounds` times: every socket message in flight delivered, then a turn of the event loop for work the stand-in's hooks started. */
export async function settleRounds(rounds: number): Promise<void> {
  for (let n = 0; n < rounds; n++) {
    await standInSocket.settled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * Scripts the next Foundry dice (a world's `dice`, where its ruleset rolls core's dice): a number
 * is a d6 face, [face, faces] any other die. Running out throws, naming the world.
 */
export function scriptFaces(world: string, results: readonly (number | [number, number])[]): void {
  const queue = results.map((r) => (typeof r === "number" ? [r, 6] : r));
  (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => {
    const next = queue.shift();
    if (!next) throw new Error(`${world}: the scripted dice ran out`);
    return uniformForFace(next[0]!, next[1]!);
  };
}

/** A chat message's visible text: tags dropped, Handlebars' entities decoded, spaces collapsed. */
export function plain(html: string): string {
  const entities: Record<string, string> = { "&#x3D;": "=", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&#x60;": "`" };
  return html.replace(/<[^>]*>/g, " ").replace(/&#x3D;|&amp;|&lt;|&gt;|&quot;|&#x27;|&#39;|&#x60;/g, (e) => entities[e] ?? e).replace(/\s+/g, " ").trim();
}
