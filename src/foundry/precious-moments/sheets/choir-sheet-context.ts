import type { ChoirBudgetView, ChoirMember, ChoirTotals } from "../documents/choir-members";
import { localiseIssue } from "../documents/violations";

interface ChoirActorView {
  uuid: string;
  name: string;
  img: string | null;
  members: ChoirMember[];
  totals: ChoirTotals;
  budget: ChoirBudgetView;
}

/** Everything the choir sheet template reads. */
export function pmChoirSheetContext(choir: ChoirActorView, options: { editable: boolean }) {
  const { result, level } = choir.budget;
  return {
    uuid: choir.uuid,
    name: choir.name,
    img: choir.img ?? "",
    editable: options.editable,
    members: choir.members,
    hasMembers: choir.members.length > 0,
    totals: choir.totals,
    budget: {
      total: result.total,
      budget: result.budget,
      over: !result.ok,
      /** The over-budget warning, shown unless the check is off. */
      warning: result.warning && level !== "off" ? localiseIssue(result.warning) : "",
      enforced: level === "enforce",
    },
  };
}
export type PmChoirSheetContext = ReturnType<typeof pmChoirSheetContext>;
