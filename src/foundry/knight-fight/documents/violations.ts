import { isRuleViolation, type RuleViolation } from "../../../rules/common/errors";
import { LANG_PREFIX } from "../../shared/constants";
import { kfKey } from "./labels";

/** Rule data that names a stat, a class or a stored field is shown with its localised label. */
const LABELLED_DATA = { stat: "KnightFight.Stat", cls: "KnightFight.Class", field: "KnightFight.Documents.Field", role: "KnightFight.Play.Role" } as const;

function localisedData(violation: Pick<RuleViolation, "data">): Record<string, string> {
  const data: Record<string, string> = Object.fromEntries(Object.entries(violation.data).map(([k, v]) => [k, String(v)]));
  for (const [name, prefix] of Object.entries(LABELLED_DATA)) {
    const value = data[name];
    const key = `${LANG_PREFIX}.${prefix}.${value ?? ""}`;
    if (value !== undefined && game.i18n?.has(key)) data[name] = game.i18n.localize(key);
  }
  return data;
}

/** The localised text of a broken rule, from its code and data (the rules' English otherwise). */
export function localiseViolation(violation: Pick<RuleViolation, "code" | "data" | "message">): string {
  const key = `${LANG_PREFIX}.${violation.code}`;
  if (!game.i18n?.has(key)) return violation.message;
  return game.i18n.format(key, localisedData(violation));
}

/** Tells the user which rule refused the change; anything that is not a rule violation is a bug. */
export function warnRefused(error: unknown, actorName: string): void {
  if (!isRuleViolation(error)) throw error;
  const rule = localiseViolation(error);
  ui.notifications?.warn(game.i18n?.format(kfKey("Documents.Refused"), { name: actorName, rule }) ?? rule);
}
