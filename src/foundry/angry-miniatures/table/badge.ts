import { figureBadge, type FigureBadge } from "../../sides/figure-badge";
import { sideOfFigure } from "../../sheets/side-of";
import { AM_ACTOR_TYPES } from "../documents/actor-types";

/** An Angry Miniatures figure on a card: its portrait and its team's colour. */
export function amBadge(actorUuid: string): FigureBadge {
  return figureBadge(actorUuid, sideOfFigure(actorUuid, AM_ACTOR_TYPES.team)?.uuid ?? null);
}
