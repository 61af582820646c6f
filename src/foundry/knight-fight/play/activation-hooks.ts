import { postCard } from "../../chat/cards";
import { activationStartedBy } from "../../combat/activation-start";
import { deriveActivationReset } from "../cards/activation-reset-kind";
import { kfFigure } from "../table/actors";
import { KF_CARD_KINDS } from "../cards/kind-names";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { isKfFigureType } from "../documents/actor-types";
import { kfCount, kfFormat } from "../documents/labels";
import { activationOf } from "../table/activation";
import { openWagerDialog } from "./wager-dialog";
import { isActiveGm } from "../../shared/active-gm";

interface OwnedActor {
  testUserPermission(user: User.Implementation, level: "OWNER"): boolean;
}

/** Who wagers for a figure: a connected player who owns it, else (nobody playing it) a GM. */
export function wagersFor(actor: OwnedActor, user: User.Implementation, users: readonly User.Implementation[]): boolean {
  if (!actor.testUserPermission(user, "OWNER")) return false;
  if (!user.isGM) return true;
  return !users.some((other) => other.active && !other.isGM && actor.testUserPermission(other, "OWNER"));
}

/** The active GM clears what an earlier activation left on the figure, as a card. */
export async function resetStaleActivation(combat: Combat.Implementation, actor: Actor.Implementation): Promise<ChatMessage.Implementation | null> {
  const figure = await kfFigure(actor.uuid);
  if (deriveActivationReset(combat.uuid, figure).changes.length === 0) return null;
  return postCard({
    ruleset: "knight-fight",
    kind: KF_CARD_KINDS.activationReset,
    inputs: { combatUuid: combat.uuid, figureUuid: figure.uuid },
    template: KF_CARD_TEMPLATES.activationReset,
    context: { title: kfFormat("Reset.Title", { name: figure.name }), body: kfCount("Reset.Body", figure.source.actionPoints) },
    speaker: ChatMessage.implementation.getSpeaker({ actor }),
    autoApply: true,
  });
}

/**
 * updateCombat (every client): a GM's write started a figure's activation the tracker recorded
 * (a `turn` a player moved back to the figure starts nothing). The active GM clears leftovers;
 * the figure's player (or the GM when no player of it is connected) gets the wager dialog.
 */
export async function onKfCombatUpdate(combat: Combat.Implementation, changed: unknown, userId: string): Promise<void> {
  const combatantId = activationStartedBy(combat, changed, userId);
  const actor = combatantId ? combat.combatants.get(combatantId)?.actor : undefined;
  const user = game.user;
  if (!actor || !user || !isKfFigureType(actor.type)) return;
  if (isActiveGm()) await resetStaleActivation(combat, actor);
  if (wagersFor(actor, user, game.users?.contents ?? [])) await openWagerDialog(actor);
}

/** The last action point spent ends the activation by itself (a README rule), on the active GM's client. */
export function onKfActionPointsSpent(actor: Actor.Implementation, changed: unknown): void {
  if (!isActiveGm() || !isKfFigureType(actor.type)) return;
  const system = (changed as { system?: Record<string, unknown> } | null)?.system;
  if (!system || !("actionPoints" in system || "wagered" in system)) return;
  const source = (actor.system as unknown as { _source: { actionPoints: number; wagered: number } })._source;
  if (source.wagered < 1 || source.actionPoints > 0) return;
  const activation = activationOf(actor.uuid);
  if (activation) void activation.combat.endActivation();
}
