import type { KfCheck } from "../../../rules/knight-fight/force";
import type { AutomationLevel } from "../../settings/automation";
import type { KfForceMember } from "../documents/force-members";
import type { KfForceTotals } from "../documents/force-model";
import { classLabel } from "../documents/sheet-options";
import { kfCount } from "../documents/labels";
import { localiseViolation } from "../documents/violations";

interface ForceActorView {
  readonly uuid: string;
  readonly name: string;
  readonly img: string | null;
  readonly pool: number;
  readonly startingPool: number;
  readonly members: readonly KfForceMember[];
  readonly totals: KfForceTotals;
  readonly checks: readonly KfCheck[];
}

/** Everything the force sheet template reads. The force checks show unless the automation level is off. */
export function kfForceSheetContext(force: ForceActorView, options: { editable: boolean; budgetLevel: AutomationLevel }) {
  const problems = options.budgetLevel === "off" ? [] : force.checks.flatMap((check) => (check.violation ? [localiseViolation(check.violation)] : []));
  return {
    uuid: force.uuid,
    name: force.name,
    img: force.img ?? "",
    editable: options.editable,
    pool: { value: force.pool, starting: force.startingPool, startedWith: kfCount("Force.StartedWith", force.startingPool), empty: force.pool <= 0 },
    totals: { ...force.totals, overBudget: force.totals.cost > force.totals.budget },
    problems,
    problemsEnforced: options.budgetLevel === "enforce",
    members: force.members.map((member) => ({
      uuid: member.uuid,
      name: member.name,
      img: member.img,
      cls: classLabel(member.stats.cls),
      speed: member.stats.speed,
      combat: member.stats.combat,
      defence: member.stats.defence,
      cost: member.cost ?? "—",
      invalid: member.cost === null,
      danger: member.danger,
      actionPoints: member.actionPoints,
      killed: member.killed,
    })),
    hasMembers: force.members.length > 0,
  };
}
export type KfForceSheetContext = ReturnType<typeof kfForceSheetContext>;

/** The members list after adding a dropped figure: no duplicates, order kept. */
export function withMember(members: readonly string[], uuid: string): string[] | null {
  return members.includes(uuid) ? null : [...members, uuid];
}
