import { ScriptedRoller } from "../../../../src/rules/common/dice";
import type { Offset } from "../../../../src/rules/common/geometry";
import type { AmFigure } from "../../../../src/rules/angry-miniatures/figure";
import type { AttackTable, DiceResolver } from "../../../../src/foundry/angry-miniatures/table/attack-session";
import type { TableFigure } from "../../../../src/foundry/angry-miniatures/table/table-figure";
import type { AutomationLevel } from "../../../../src/foundry/settings/automation";

const base = { perk: "brutish", flaw: "fat", crit: "regenerate", presentation: "androgynous" } as const;

/** Melee 7 dice (Body 4 + Spirit 3), Health 5 (4 + Brutish). */
export const brawler: AmFigure = { ...base, mind: 2, body: 4, spirit: 3, attackTypes: ["melee"] };
/** Range 6 dice (Body 3 + Mind 4), Distance 6. */
export const archer: AmFigure = { ...base, mind: 4, body: 3, spirit: 2, attackTypes: ["range"] };
/** Magic 5 dice (Spirit 3 + Mind 4), Distance 6. */
export const mage: AmFigure = { ...base, mind: 4, body: 2, spirit: 3, attackTypes: ["magic"] };
/** 3 dice against everything, Health 5. */
export const grunt: AmFigure = { ...base, mind: 3, body: 3, spirit: 3, attackTypes: ["melee"] };

export function figure(id: string, sheet: AmFigure, position: Offset, side: string, health = 5): TableFigure {
  return { id, name: `Figure ${id}`, actorUuid: `Actor.${id}`, side, sheet, position, health, statuses: {} };
}

export function table(figures: TableFigure[], options: Partial<Omit<AttackTable, "figures">> & { reach?: AutomationLevel; sight?: AutomationLevel; clear?: boolean } = {}): AttackTable {
  return {
    figures,
    diagonalRule: "equidistant",
    sightRequired: options.sightRequired ?? true,
    experimentalMeleeDefender: false,
    levels: { reach: options.reach ?? "warn", lineOfSight: options.sight ?? "warn" },
    lineOfSight: options.lineOfSight ?? (() => (options.clear === false ? { clear: false, blockedBy: "wall" } : { clear: true })),
    ...(options.coverOf ? { coverOf: options.coverOf } : {}),
  };
}

/** Resolves the pure attack with scripted poker ranks (1 = 9 … 6 = A) and checks none are left. */
export function scripted(ranks: number[]): { resolve: DiceResolver; roller: ScriptedRoller } {
  const roller = new ScriptedRoller(ranks);
  const resolve: DiceResolver = async (compute) => ({ result: compute(roller), rolls: [] });
  return { resolve, roller };
}
