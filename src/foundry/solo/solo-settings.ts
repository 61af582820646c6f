import { readSetting, registerChoiceSetting, registerRuleSetting, settingKey } from "../settings/registry";

/** Seconds the table waits before each step it takes, so people can follow (a world setting). */
export const SOLO_PACE_KEY = settingKey("core", "soloPace");
export const DEFAULT_SOLO_PACE = 1.5;

/** Who reads the table's thoughts: everyone, the GMs (whispered), or nobody. */
export const SOLO_THOUGHTS = ["public", "gm", "off"] as const;
export type SoloThoughts = (typeof SOLO_THOUGHTS)[number];
export const SOLO_THOUGHTS_KEY = settingKey("core", "soloThoughts");

export function registerSoloSettings(): void {
  registerRuleSetting("core", "soloPace", { kind: "number", default: DEFAULT_SOLO_PACE, min: 0, max: 10 });
  registerChoiceSetting("core", "soloThoughts", SOLO_THOUGHTS, "public");
}

export function soloPaceMs(): number {
  const value = readSetting(SOLO_PACE_KEY);
  return typeof value === "number" && Number.isFinite(value) ? Math.min(10, Math.max(0, value)) * 1000 : DEFAULT_SOLO_PACE * 1000;
}

export function soloThoughts(): SoloThoughts {
  const value = readSetting(SOLO_THOUGHTS_KEY);
  return (SOLO_THOUGHTS as readonly unknown[]).includes(value) ? (value as SoloThoughts) : "public";
}
