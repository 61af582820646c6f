export const SYSTEM_ID = "shelf-wars";
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;
export const LANG_PREFIX = "SHELFWARS";

export const RULESET_IDS = ["precious-moments", "knight-fight", "angry-miniatures"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** `templates/<relative>` inside the installed system folder. */
export function templatePath(relative: string): string {
  return `${SYSTEM_PATH}/templates/${relative}`;
}
