import { figureBadge, type FigureBadge } from "../../sides/figure-badge";
import { forceOfOrNull, type KfFigureRef } from "./actors";

/** A Knight Fight figure on a card: its portrait and its force's colour. */
export function kfBadge(figure: KfFigureRef): FigureBadge {
  return figureBadge(figure.uuid, forceOfOrNull(figure)?.uuid ?? null);
}
