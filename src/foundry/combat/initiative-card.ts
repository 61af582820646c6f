import { faceOf } from "../../rules/common/poker";
import { templatePath } from "../shared/constants";
import { dieChip, type DieChip } from "../dice/die-chip";
import type { SideRef } from "./activation-config";

export const INITIATIVE_CARD_TEMPLATE = "combat/initiative-card.hbs";

/**
 * One side's poker dice for the round's initiative, first throw then its tie rerolls: each throw
 * but the last was tied and thrown again; the first side's last throw is the winning die.
 */
export interface InitiativeCardSide {
  readonly name: string;
  /** The side's colour, shown as a swatch beside its name (the name says whose it is). */
  readonly colour: string | null;
  readonly throws: readonly DieChip[];
  readonly position: number;
  readonly first: boolean;
}

export interface InitiativeCardContext {
  readonly round: number;
  readonly sides: readonly InitiativeCardSide[];
  readonly firstName: string;
  readonly order: string;
  readonly rerolled: boolean;
  /** Only one side has figures left: nobody rolls. */
  readonly unopposed: boolean;
}

/** What the card shows, from the sides and the rules' `rollInitiative` result. */
export function initiativeCardContext(
  round: number,
  sides: readonly SideRef[],
  result: { readonly order: readonly string[]; readonly rolls: readonly { readonly sideId: string; readonly rolls: readonly number[] }[] },
): InitiativeCardContext {
  const nameOf = (key: string) => sides.find((s) => s.key === key)?.name ?? key;
  const colourOf = (key: string) => sides.find((s) => s.key === key)?.colour ?? null;
  const cardSides = result.order.map((key, position) => {
    const ranks = result.rolls.find((r) => r.sideId === key)?.rolls ?? [];
    return {
      name: nameOf(key),
      colour: colourOf(key),
      throws: ranks.map((rank, n) => dieChip(faceOf(rank), n < ranks.length - 1 ? "tied" : position === 0 ? "wins" : "plain")),
      position: position + 1,
      first: position === 0,
    };
  });
  return {
    round,
    sides: cardSides,
    firstName: cardSides[0]?.name ?? "",
    order: cardSides.map((s) => s.name).join(", "),
    rerolled: cardSides.some((s) => s.throws.length > 1),
    unopposed: result.order.length === 1,
  };
}

export async function renderInitiativeCard(context: InitiativeCardContext): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(templatePath(INITIATIVE_CARD_TEMPLATE), { ...context });
}
