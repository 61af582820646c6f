import { sum } from "../../../rules/common/dice";
import { dieChips, type DieChip } from "../../dice/die-chip";
import { kfFormat } from "../documents/labels";

export interface RefillCardContext {
  readonly title: string;
  readonly forces: readonly { readonly name: string; readonly dice: readonly DieChip[]; readonly total: number; readonly before: number; readonly after: number }[];
}

export function refillCardContext(round: number, forces: readonly { name: string; pool: number }[], dice: readonly (readonly number[])[]): RefillCardContext {
  return {
    title: kfFormat("Refill.Title", { round }),
    forces: forces.map((force, k) => {
      const rolled = dice[k] ?? [];
      return { name: force.name, dice: dieChips(rolled), total: sum(rolled), before: force.pool, after: force.pool + sum(rolled) };
    }),
  };
}
