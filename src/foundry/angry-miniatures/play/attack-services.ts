import type { Offset } from "../../../rules/common/geometry";
import type { FollowUpRef } from "../../chat/card-types";
import type { AttackResult, AttackSession, DiceResolver } from "../table/attack-session";
import type { TableFigure } from "../table/table-figure";

/** The Foundry side of an attack, behind one seam so tests can script dice, chat and canvas. */
export interface AttackServices {
  /** A session for the actor's token on the viewed scene, or null when it has none there. */
  sessionFor(actor: Actor.Implementation, free?: FollowUpRef): AttackSession | null;
  readonly resolve: DiceResolver;
  postCard(result: AttackResult, attacker: TableFigure | undefined): Promise<unknown>;
  /** Asks the active GM's client to roll and post the attack (a player's client: both sides' dice are the GM's). */
  askGm?(session: AttackSession): Promise<unknown>;
  /**
   * Magic: one circle over the target square and `radius` squares around it (1, its neighbours,
   * plus any Volatile growth). Returns a handle for `removeArea`, or undefined when nothing shows.
   */
  showArea(square: Offset, radius: number): Promise<unknown>;
  /** Range and Magic: a circle of the attacker's Distance (in squares) around its token's centre. */
  showDistance(attackerId: string, distance: number): Promise<unknown>;
  removeArea(handle: unknown): Promise<void>;
}
