import { LANG_PREFIX } from "../../constants";

export interface SelectOption {
  value: string;
  label: string;
  selected: boolean;
}

export function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

/** `<option>`s for an id list, labelled from `<prefix>.<id>` or a key function. */
export function optionsFor(ids: readonly string[], selected: string | undefined, label: (id: string) => string): SelectOption[] {
  return ids.map((id) => ({ value: id, label: localize(label(id)), selected: id === selected }));
}

export const amKey = (rest: string): string => `${LANG_PREFIX}.AngryMiniatures.${rest}`;
export const docKey = (rest: string): string => `${LANG_PREFIX}.AngryMiniatures.Documents.${rest}`;
