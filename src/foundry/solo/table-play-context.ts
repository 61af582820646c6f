import { sideKeyOfActor, tablePolicyOf } from "./table-sides";

/** The side sheets' "Played by" partial (its players, or the table with a policy). */
export const TABLE_PLAY_PARTIAL = "shared/table-play.hbs";

export interface TablePlayContext {
  /** The select's id (unique per sheet). */
  readonly id: string;
  /** The choice is shown as a select: a GM on an editable sheet. Anyone else reads a line when the table plays it. */
  readonly editable: boolean;
  readonly policies: readonly { readonly value: string; readonly label: string; readonly selected: boolean }[];
  /** The policy the table plays the side by, or null when its players play it. */
  readonly current: string | null;
  /** What a player reads when the table plays the side (localised). */
  readonly currentLabel: string;
}

const policyLabel = (policy: string): string => game.i18n?.localize(`SHELFWARS.Solo.Policy.${policy}`) ?? policy;

/** What the partial reads for a side whose ruleset the table can play, by these policies. */
export function tablePlayContext(side: { uuid: string }, policies: readonly string[], options: { editable: boolean; isGM: boolean }): TablePlayContext {
  const current = tablePolicyOf(sideKeyOfActor(side));
  return {
    id: `${side.uuid}-played-by`,
    editable: options.editable && options.isGM,
    policies: policies.map((value) => ({ value, label: game.i18n?.format("SHELFWARS.Solo.PlayedBy.Table", { policy: policyLabel(value) }) ?? value, selected: value === current })),
    current,
    currentLabel: current ? (game.i18n?.format("SHELFWARS.Solo.PlayedBy.ReadOnly", { policy: policyLabel(current) }) ?? current) : "",
  };
}
