import { PM_EDGES, type PmEdge, type PmSide } from "../../../rules/precious-moments/types";
import { pmKey } from "../documents/violations";
import { pmFormat, pmLocalize } from "../documents/labels";
import { dieChip, type DieChip } from "../../dice/die-chip";

export const PM_SETUP_TEMPLATES = {
  coinToss: "precious-moments/setup/coin-toss-card.hbs",
  edges: "precious-moments/setup/edges-card.hbs",
  dialog: "precious-moments/setup/coin-toss-dialog.hbs",
} as const;

const edgeLabel = (edge: PmEdge): string => game.i18n?.localize(pmKey(`Edge.${edge}`)) ?? edge;

export interface PmCoinTossCardContext {
  readonly title: string;
  readonly coin: string;
  /** The d2 the coin is thrown as. */
  readonly die: DieChip;
  readonly lines: readonly string[];
  readonly prompt: string;
  readonly edges: readonly { readonly edge: PmEdge; readonly label: string }[];
}

/** The coin toss card: the coin, who is Player 1 (picks the home edge) and Player 2 (deploys first), and a button per edge the scene offers. */
export function coinTossCardContext(names: Readonly<Record<PmSide, string>>, roll: number, player1: PmSide, offered: readonly PmEdge[] = PM_EDGES): PmCoinTossCardContext {
  const player2: PmSide = player1 === "a" ? "b" : "a";
  return {
    title: pmLocalize("Setup", "CoinTitle"),
    coin: pmFormat("Setup", "Coin", { face: pmLocalize("Setup", roll === 1 ? "Heads" : "Tails") }),
    die: dieChip(roll),
    lines: [pmFormat("Setup", "Player1", { choir: names[player1] }), pmFormat("Setup", "Player2", { choir: names[player2] })],
    prompt: pmFormat("Setup", "EdgePrompt", { choir: names[player1] }),
    edges: offered.map((edge) => ({ edge, label: edgeLabel(edge) })),
  };
}

export interface PmEdgesCardContext {
  readonly title: string;
  readonly lines: readonly string[];
  readonly zonesShown: boolean;
  readonly removeLabel: string;
}

/** The home edges card: each choir's edge, who deploys first, and the button removing the zones drawn. */
export function edgesCardContext(names: Readonly<Record<PmSide, string>>, player1: PmSide, edge: PmEdge, opponentEdge: PmEdge, zonesShown: boolean): PmEdgesCardContext {
  const player2: PmSide = player1 === "a" ? "b" : "a";
  return {
    title: pmLocalize("Setup", "EdgesTitle"),
    lines: [
      pmFormat("Setup", "HomeEdge", { choir: names[player1], edge: edgeLabel(edge) }),
      pmFormat("Setup", "HomeEdge", { choir: names[player2], edge: edgeLabel(opponentEdge) }),
      pmFormat("Setup", "DeployOrder", { first: names[player2], second: names[player1] }),
      pmLocalize("Setup", zonesShown ? "ZonesShown" : "ZonesNotShown"),
    ],
    zonesShown,
    removeLabel: pmLocalize("Setup", "RemoveZones"),
  };
}

export interface PmCoinTossDialogContext {
  readonly hint: string;
  readonly choirs: readonly { readonly uuid: string; readonly name: string }[];
  readonly fields: readonly { readonly name: "a" | "b"; readonly label: string; readonly selected: string }[];
}

/** The dialog choosing the two choirs that toss the coin, the first two preselected. */
export function coinTossDialogContext(choirs: readonly { uuid: string; name: string }[]): PmCoinTossDialogContext {
  return {
    hint: pmLocalize("Setup", "DialogHint"),
    choirs: choirs.map((c) => ({ uuid: c.uuid, name: c.name })),
    fields: [
      { name: "a", label: pmLocalize("Setup", "FirstChoir"), selected: choirs[0]?.uuid ?? "" },
      { name: "b", label: pmLocalize("Setup", "SecondChoir"), selected: choirs[1]?.uuid ?? "" },
    ],
  };
}
