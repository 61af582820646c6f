import { RuleViolation } from "../../../rules/common/errors";
import { readDefeated } from "../../shared/combat-flags";
import { isPmFigureType, PM_ACTOR_TYPES } from "../documents/actor-types";
import type { PmFigureSource } from "../../../data/precious-moments/figure-source";
import { sideKeyOf } from "../../combat/groups";
import { startedCombatantOf } from "../../shared/token-combatant";

/**
 * One Precious Moments figure standing on a scene, as plain data: `id` is its token id, `side`
 * the choir it sings for (a world choir's uuid), or its token's disposition when it is in no choir.
 */
export interface PmSceneFigure {
  readonly id: string;
  readonly name: string;
  readonly actorUuid: string;
  readonly side: string;
  readonly cuteness: number;
  readonly piety: number;
  readonly value: number;
  readonly inHeaven: boolean;
  readonly hidden: boolean;
}

interface ChoirLike {
  readonly uuid: string;
  readonly type: string;
  readonly system: unknown;
}

/** The world choir whose roster names the figure, by uuid. */
export function choirOfFigure(actorUuid: string): ChoirLike | null {
  for (const actor of (game.actors ?? []) as Iterable<ChoirLike>) {
    if (actor.type !== PM_ACTOR_TYPES.choir) continue;
    const members = (actor.system as { memberUuids?: unknown }).memberUuids;
    if (Array.isArray(members) && members.includes(actorUuid)) return actor;
  }
  return null;
}

function whole(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** The side the tracker settled for the token's figure when its started combat began, or null. */
function settledSide(token: TokenDocument.Implementation): string | null {
  const fighting = startedCombatantOf(token);
  const side = fighting ? sideKeyOf(fighting.combatant as Combatant.Implementation) : null;
  return side ? `tracker:${side}` : null;
}

/**
 * The choir a token's figure sings for. In a started combat it is the side the tracker settled at
 * the start (a figure in no choir turned to the singer's disposition mid-game stays a target);
 * otherwise its actor's choir, or (an unlinked token, whose synthetic actor has its own uuid) its
 * base actor's; else its token's disposition.
 */
function sideOf(actorUuid: string, token: TokenDocument.Implementation): string {
  const settled = settledSide(token);
  if (settled) return settled;
  const choir = choirOfFigure(actorUuid) ?? (token.actorId ? choirOfFigure(`Actor.${token.actorId}`) : null);
  return choir?.uuid ?? `disposition:${token.disposition}`;
}

/**
 * Is the figure held defeated by the tracker's record (GM-written) on a started combat? The round counts such a
 * figure in Heaven (combat-game), so songs do too. Only that record counts, never the token's
 * status, which a player may toggle on their own figure.
 */
function defeatedInCombat(token: TokenDocument.Implementation): boolean {
  const fighting = startedCombatantOf(token);
  return !!fighting?.combatant.id && readDefeated(fighting.combat).has(fighting.combatant.id);
}

export function figureOfToken(token: TokenDocument.Implementation): PmSceneFigure | null {
  const actor = token.actor;
  if (!actor || !isPmFigureType(actor.type as string) || !token.id) return null;
  const source = (actor.system as unknown as { _source: PmFigureSource })._source;
  const value = whole(source.value, 0);
  return {
    id: token.id,
    name: token.name || actor.name || token.id,
    actorUuid: actor.uuid,
    side: sideOf(actor.uuid, token),
    cuteness: whole(source.cuteness, 0),
    piety: whole(source.piety, 0),
    value,
    inHeaven: value <= 0 || defeatedInCombat(token),
    hidden: token.hidden === true,
  };
}

/** Every Precious Moments figure on the scene, whether or not the scene is on screen. */
export function pmFiguresOf(scene: Scene.Implementation): PmSceneFigure[] {
  const figures: PmSceneFigure[] = [];
  for (const token of scene.tokens) {
    const figure = figureOfToken(token as TokenDocument.Implementation);
    if (figure) figures.push(figure);
  }
  return figures;
}

export function figureOnScene(figures: readonly PmSceneFigure[], tokenId: string, role: "singer" | "target"): PmSceneFigure {
  const figure = figures.find((f) => f.id === tokenId);
  if (!figure) throw new RuleViolation("PreciousMoments.Singing.NotOnScene", `Singing: the ${role} is not a Precious Moments figure on this scene.`, { role });
  return figure;
}
