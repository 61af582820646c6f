import { LANG_PREFIX } from "../shared/constants";

/**
 * How a die on a card is marked. Each mark is a class on the chip (`is-<mark>`, styles/_dice.scss
 * gives it a fill or an edge, never a colour alone) and a phrase its accessible name adds.
 * - plain: a die that just counts (a song's 2d6, a refill's dice, a drawn order's die).
 * - hit / ace / miss: a die that scored or did not (poker faces, Knight Fight's d6 against a target).
 * - wins: the die that won a roll-off (initiative).
 * - tied: a die of a tied throw, thrown again.
 */
export const DIE_MARKS = ["plain", "hit", "ace", "miss", "wins", "tied"] as const;
export type DieMark = (typeof DIE_MARKS)[number];

/** One die as every ruleset's cards show it: the face (a numeral, or a poker face letter), its mark and a name for screen readers. */
export interface DieChip {
  readonly face: string;
  readonly mark: DieMark;
  readonly label: string;
}

/** The shared partial drawing one chip: `{{> "systems/shelf-wars/templates/shared/die.hbs" chip}}`. */
export const DIE_CHIP_PARTIAL = "shared/die.hbs";

/** A chip; its name says the face and the mark, unless the card has its own words for it (`label`). */
export function dieChip(face: string | number, mark: DieMark = "plain", label?: string): DieChip {
  const shown = String(face);
  const key = `${LANG_PREFIX}.Dice.Chip.${mark}`;
  return { face: shown, mark, label: label ?? game.i18n?.format(key, { face: shown }) ?? shown };
}

/** Several dice with one mark, in the order thrown. */
export function dieChips(faces: readonly (string | number)[], mark: DieMark = "plain"): DieChip[] {
  return faces.map((face) => dieChip(face, mark));
}
