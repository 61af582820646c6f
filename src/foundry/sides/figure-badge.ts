import { sideColourOfActor } from "./side-colour-of";

/** The shared partial drawing a FigureBadge: `{{> "systems/shelf-wars/templates/shared/figure-badge.hbs" badge}}`. */
export const FIGURE_BADGE_PARTIAL = "shared/figure-badge.hbs";

/** Who a name on a card is at a glance: the figure's portrait and its side's colour (none outside a side). */
export interface FigureBadge {
  readonly img: string | null;
  readonly colour: string | null;
}

/** The badge of the figure at `actorUuid` fighting for the side at `sideUuid` (null: no side). */
export function figureBadge(actorUuid: string, sideUuid: string | null): FigureBadge {
  const actor = fromUuidSync(actorUuid as never) as { img?: string | null } | null;
  return { img: actor?.img || null, colour: sideUuid ? (sideColourOfActor(sideUuid) ?? null) : null };
}
