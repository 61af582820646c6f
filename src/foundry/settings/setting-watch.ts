import { isActiveGm } from "../shared/active-gm";
import { SYSTEM_ID } from "../shared/constants";
import { gmIds } from "../shared/gm-whisper";
import { format, localize } from "../shared/i18n";
import { noticeLines, postNotice, type NoticeKind } from "../shared/notices";

// Setting hooks fvtt-types 13.345.1 types narrowly; typed at this door.
type LooseHookOn = (hook: string, handler: (...args: never[]) => unknown) => number;

interface SettingDocument {
  readonly key?: unknown;
  readonly value?: unknown;
}

/** A Shelf Wars setting a user who is not a GM changed (a GM may grant Modify Settings). */
export const SETTING_REPORT_NOTICE: NoticeKind = { flag: "settingReport" };

/** The setting's name as its configuration shows it, else its key. */
function settingName(key: string): string {
  const registered = (game.settings as unknown as { settings: Map<string, { name?: string }> }).settings.get(key);
  return registered?.name ? localize(registered.name) : key;
}

function shownValue(value: unknown): string {
  if (typeof value !== "string") return String(value);
  try {
    return String(JSON.parse(value) as unknown);
  } catch {
    return value;
  }
}

/**
 * The checks, who rolls and the rules options are the GM's to set. Core lets a user the GM granted
 * Modify Settings change any world setting, and no system check runs on the server, so the active
 * GM's client tells the GMs at once when anyone else changes a Shelf Wars setting.
 */
export async function reportSettingChange(setting: SettingDocument, userId: string): Promise<void> {
  if (!isActiveGm() || typeof setting.key !== "string" || !setting.key.startsWith(`${SYSTEM_ID}.`)) return;
  const user = game.users?.get(userId);
  const whisper = gmIds();
  if (!user || user.isGM || whisper.length === 0) return;
  const text = format("SHELFWARS.Guard.SettingChanged", { user: user.name ?? "", setting: settingName(setting.key), value: shownValue(setting.value) });
  await postNotice(SETTING_REPORT_NOTICE, { content: noticeLines([text], "sw-guard-report"), whisper, speaker: { alias: localize("SHELFWARS.Guard.Speaker") } });
}

export function registerSettingWatch(): void {
  const on = (Hooks.on as unknown as LooseHookOn).bind(Hooks);
  const report = (setting: SettingDocument, userId: string) => void reportSettingChange(setting, userId).catch((error: unknown) => console.error("Shelf Wars | setting report failed", error));
  on("createSetting", (setting: SettingDocument, _options: unknown, userId: string) => report(setting, userId));
  on("updateSetting", (setting: SettingDocument, _changed: unknown, _options: unknown, userId: string) => report(setting, userId));
}
