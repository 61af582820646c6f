import { localize } from "../../shared/i18n";
import { docKey } from "../documents/keys";

export interface SelectOption {
  value: string;
  label: string;
  selected: boolean;
}

export { localize };

/** `<option>`s for an id list, labelled from `<prefix>.<id>` or a key function. */
export function optionsFor(ids: readonly string[], selected: string | undefined, label: (id: string) => string): SelectOption[] {
  return ids.map((id) => ({ value: id, label: localize(label(id)), selected: id === selected }));
}

/**
 * `<option>`s for a stored choice. A stored value that is not one of the ids (renamed in a later
 * version, typed by hand, imported) comes first, selected and named as unknown, so the select
 * shows what is stored and submitting the form keeps it until the owner picks a known one.
 * `undefined` means nothing is stored (no option selected); null is shown as an empty unknown.
 */
export function choiceOptions(ids: readonly string[], stored: string | null | undefined, label: (id: string) => string): SelectOption[] {
  const options = optionsFor(ids, stored ?? undefined, label);
  if (stored === undefined || (stored !== null && ids.includes(stored))) return options;
  const value = stored ?? "";
  const unknown = game.i18n?.format(docKey("Sheet.UnknownChoice"), { value }) ?? value;
  return [{ value, label: unknown, selected: true }, ...options];
}

export { amKey, docKey } from "../documents/keys";
