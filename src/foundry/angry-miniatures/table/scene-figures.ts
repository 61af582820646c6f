import type { Offset } from "../../../rules/common/geometry";
import { AM_STATUSES, type AmStatus } from "../../../rules/angry-miniatures/crits";
import type { AmStatuses, MarkedBy } from "../../../rules/angry-miniatures/game-types";
import { SYSTEM_ID } from "../../shared/constants";
import { isAmFigureType } from "../documents/actor-types";
import { toAmFigure, type FigureSource } from "../../../data/angry-miniatures/figure-source";
import type { TableFigure } from "./table-figure";

/** CONST.TOKEN_DISPOSITIONS: SECRET -2, HOSTILE -1, NEUTRAL 0, FRIENDLY 1. A secret token is a hidden enemy. */
export function sideOfDisposition(disposition: number | undefined): string {
  if (disposition === 1) return "friendly";
  if (disposition === 0) return "neutral";
  return "hostile";
}

/** The crit statuses stored under `flags.shelf-wars.statuses` (see plan.ts). */
export function statusesOf(actor: Actor.Implementation): AmStatuses {
  const stored = foundry.utils.getProperty(actor, `flags.${SYSTEM_ID}.statuses`);
  const statuses: Partial<Record<AmStatus, number>> = {};
  if (typeof stored !== "object" || stored === null) return statuses;
  for (const status of AM_STATUSES) {
    const value = (stored as Record<string, unknown>)[status];
    if (typeof value === "number" && value > 0) statuses[status] = value;
  }
  return statuses;
}

/** Who placed the figure's Tactical Genius marks, stored under `flags.shelf-wars.markedBy` (see plan.ts). */
export function markedByOf(actor: Actor.Implementation): MarkedBy | undefined {
  const stored = foundry.utils.getProperty(actor, `flags.${SYSTEM_ID}.markedBy`);
  if (typeof stored !== "object" || stored === null) return undefined;
  const entries = Object.entries(stored as Record<string, unknown>).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number" && Number.isInteger(entry[1]) && entry[1] > 0,
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * An Angry Miniatures figure actor's stored build and Health. The documents engineer's model
 * holds exactly the `FigureSource` fields; the cast restates that shape for a type the compiler
 * only knows through the data-model registry.
 */
export function figureSourceOf(actor: Actor.Implementation): FigureSource | undefined {
  if (!isAmFigureType(actor.type)) return undefined;
  return actor.system as unknown as FigureSource;
}

const withMarkedBy = (markedBy: MarkedBy | undefined): { markedBy?: MarkedBy } => (markedBy ? { markedBy } : {});

/**
 * A figure's current Health as its model prepares it: the stored value clamped to 0..max, 0 when
 * the stored value is not a number (see AmFigureModel.prepareDerivedData).
 */
export function figureHealthOf(actor: Actor.Implementation): number {
  return (actor.system as unknown as { health: { value: number } }).health.value;
}

/** A token as the rules see it, or undefined when it is not an Angry Miniatures figure. */
export function tableFigureOf(token: TokenDocument.Implementation, position: Offset): TableFigure | undefined {
  const actor = token.actor;
  const id = token.id;
  if (!actor || !id) return undefined;
  const source = figureSourceOf(actor);
  if (!source) return undefined;
  return {
    id,
    name: token.name ?? actor.name ?? id,
    actorUuid: actor.uuid,
    side: sideOfDisposition(token.disposition),
    sheet: toAmFigure(source, token.name ?? actor.name ?? undefined),
    position,
    health: figureHealthOf(actor),
    statuses: statusesOf(actor),
    ...withMarkedBy(markedByOf(actor)),
  };
}

/** Every Angry Miniatures figure on a scene, positioned by the given offset reader. */
export function sceneFigures(tokens: Iterable<TokenDocument.Implementation>, offsetOf: (token: TokenDocument.Implementation) => Offset): TableFigure[] {
  const figures: TableFigure[] = [];
  for (const token of tokens) {
    const figure = tableFigureOf(token, offsetOf(token));
    if (figure) figures.push(figure);
  }
  return figures;
}
