import { KF_CLASSES } from "../../../rules/knight-fight/figure";
import { kfKey, localize } from "./labels";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}

/** The class `<option>`s; a stored unknown class shows as itself so the sheet does not hide it. */
export function classOptions(selected: string): SelectOption[] {
  const known = KF_CLASSES.map((cls) => ({ value: cls, label: localize(kfKey(`Class.${cls}`)), selected: cls === selected }));
  return (KF_CLASSES as readonly string[]).includes(selected) ? known : [{ value: selected, label: selected, selected: true }, ...known];
}

export function classLabel(cls: string): string {
  return (KF_CLASSES as readonly string[]).includes(cls) ? localize(kfKey(`Class.${cls}`)) : cls;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
