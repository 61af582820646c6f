import { LANG_PREFIX, SYSTEM_ID, type RulesetId } from "../shared/constants";
import { AUTOMATION_LEVELS, DEFAULT_AUTOMATION_LEVEL, isAutomationLevel, type AutomationLevel } from "./automation";

/**
 * Every world setting Shelf Wars registers goes through here, so the keys, labels and types
 * follow one pattern: `shelf-wars.<ruleset>.<name>`, labels under
 * `SHELFWARS.Settings.<Ruleset>.<Name>.{Name,Hint}`.
 */
export interface NumberSettingSpec {
  kind: "number";
  default: number;
  min: number;
  max?: number;
}
export interface BooleanSettingSpec {
  kind: "boolean";
  default: boolean;
}
export type RuleSettingSpec = NumberSettingSpec | BooleanSettingSpec;

type SettingsApi = NonNullable<typeof game.settings>;

function api(): SettingsApi {
  const settings = game.settings;
  if (!settings) throw new Error("Shelf Wars: game settings are not ready yet (register during init)");
  return settings;
}

function labelBase(ruleset: RulesetId | "core", name: string): string {
  const group = ruleset
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
  return `${LANG_PREFIX}.Settings.${group}.${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

export function settingKey(ruleset: RulesetId | "core", name: string): string {
  return `${ruleset}.${name}`;
}

export function automationKey(ruleset: RulesetId, check: string): string {
  return settingKey(ruleset, `automation.${check}`);
}

/** Localisation keys a setting uses (the build checks they exist). */
export function settingLabelKeys(ruleset: RulesetId | "core", name: string): { name: string; hint: string } {
  const base = labelBase(ruleset, name.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase()));
  return { name: `${base}.Name`, hint: `${base}.Hint` };
}

// fvtt-types types settings per key through SettingConfig; ours are registered from tables, so
// the calls go through one loosely typed door here and are typed again by the readers below.
type LooseRegister = (namespace: string, key: string, data: Record<string, unknown>) => void;
type LooseGet = (namespace: string, key: string) => unknown;
type LooseSet = (namespace: string, key: string, value: unknown) => Promise<unknown>;

function register(key: string, data: Record<string, unknown>): void {
  (api().register as unknown as LooseRegister).call(api(), SYSTEM_ID, key, data);
}

function read(key: string): unknown {
  return (api().get as unknown as LooseGet).call(api(), SYSTEM_ID, key);
}

export function registerAutomationSetting(ruleset: RulesetId, check: string): void {
  const labels = settingLabelKeys(ruleset, `automation.${check}`);
  register(automationKey(ruleset, check), {
    name: labels.name,
    hint: labels.hint,
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(AUTOMATION_LEVELS.map((level) => [level, `${LANG_PREFIX}.Automation.${level}`])),
    default: DEFAULT_AUTOMATION_LEVEL,
  });
}

export function registerRuleSetting(ruleset: RulesetId | "core", name: string, spec: RuleSettingSpec): void {
  const labels = settingLabelKeys(ruleset, name);
  const common = { name: labels.name, hint: labels.hint, scope: "world", config: true, default: spec.default };
  if (spec.kind === "boolean") register(settingKey(ruleset, name), { ...common, type: Boolean });
  else register(settingKey(ruleset, name), { ...common, type: Number });
}

/** A world number kept out of the settings window (bookkeeping such as the schema version). */
export function registerHiddenNumberSetting(key: string, defaultValue: number): void {
  const labels = settingLabelKeys("core", key);
  register(key, { name: labels.name, hint: labels.hint, scope: "world", config: false, type: Number, default: defaultValue });
}

export function readSetting(key: string): unknown {
  return read(key);
}

export function automationLevel(ruleset: RulesetId, check: string): AutomationLevel {
  const value = read(automationKey(ruleset, check));
  return isAutomationLevel(value) ? value : DEFAULT_AUTOMATION_LEVEL;
}

export function ruleNumber(ruleset: RulesetId, name: string): number {
  const value = read(settingKey(ruleset, name));
  if (typeof value !== "number" || Number.isNaN(value)) {
    throw new TypeError(`Shelf Wars: setting ${settingKey(ruleset, name)} is not a number`);
  }
  return value;
}

export function ruleFlag(ruleset: RulesetId | "core", name: string): boolean {
  return read(settingKey(ruleset, name)) === true;
}

export async function writeSetting(key: string, value: unknown): Promise<void> {
  await (api().set as unknown as LooseSet).call(api(), SYSTEM_ID, key, value);
}

/**
 * A world setting the system keeps for itself (not shown in the settings form). World settings
 * are written only by users with the Modify Configuration permission (GMs by default), so they
 * hold what players must not change.
 */
export function registerHiddenWorldSetting(key: string, initial: unknown, onChange?: (value: unknown) => void): void {
  register(key, { scope: "world", config: false, type: Object, default: initial, ...(onChange ? { onChange } : {}) });
}

/** A world setting with a fixed set of choices, each labelled `<base>.Choice.<value>`. */
export function registerChoiceSetting(ruleset: RulesetId | "core", name: string, values: readonly string[], initial: string): void {
  const labels = settingLabelKeys(ruleset, name);
  const base = labels.name.slice(0, -".Name".length);
  register(settingKey(ruleset, name), {
    name: labels.name,
    hint: labels.hint,
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(values.map((value) => [value, `${base}.Choice.${value}`])),
    default: initial,
  });
}
