import { figureBadge, type FigureBadge } from "../../sides/figure-badge";
import { sideOfFigure } from "../../sheets/side-of";
import { PM_ACTOR_TYPES } from "../documents/actor-types";

/** A Precious Moments figure on a card: its portrait and its choir's colour. */
export function pmBadge(actorUuid: string): FigureBadge {
  return figureBadge(actorUuid, sideOfFigure(actorUuid, PM_ACTOR_TYPES.choir)?.uuid ?? null);
}
