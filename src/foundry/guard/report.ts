import { format, localize } from "../shared/i18n";
import type { AutomationLevel } from "../settings/automation";
import type { Finding } from "./judge";
import { gmIds } from "../shared/gm-whisper";
import { noticeLines, postNotice, type NoticeKind } from "../shared/notices";


function figureName(uuid: string): string {
  const found = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as { name?: unknown } | null;
  return typeof found?.name === "string" && found.name ? found.name : uuid;
}

/** A value as the table reads it: a number, a roster's figure names, a flag's stacks. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return "-";
  // A roster holds figures' uuids ("Actor.<id>"); a build's lists hold plain words (attack types, crit faces).
  if (Array.isArray(value)) return value.map((entry) => (typeof entry === "string" && entry.includes(".") ? figureName(entry) : String(entry))).join(", ") || "-";
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== 0 && v !== null);
    return entries.map(([key, v]) => `${key} ${String(v)}`).join(", ") || "-";
  }
  return String(value);
}

/** One sentence per finding, naming the field and what was written. */
export function findingLine(finding: Finding, actorName: string, userName: string): string {
  const field = localize(finding.field.label);
  if (finding.field.kind === "trace") return format("SHELFWARS.Guard.TraceChanged", { user: userName, name: actorName, field });
  if (finding.field.kind === "roster" && finding.foreign.length > 0) {
    return format("SHELFWARS.Guard.ForeignFigure", { user: userName, name: actorName, field, figures: finding.foreign.map(figureName).join(", ") });
  }
  return format("SHELFWARS.Guard.Changed", { user: userName, name: actorName, field, before: shownValue(finding.before), after: shownValue(finding.after) });
}

const OUTCOME_KEYS = { enforce: "SHELFWARS.Guard.PutBack", warn: "SHELFWARS.Guard.Kept" } as const;

/**
 * Tells the table what the guard did, whispered from the GM's client: at enforce to the GMs and
 * the player who wrote, at warn to the GMs only. The text names the rule and each field.
 */
export async function reportFindings(level: Exclude<AutomationLevel, "off">, user: User.Implementation, actorName: string, findings: readonly Finding[]): Promise<void> {
  const whisper = [...new Set([...gmIds(), ...(level === "enforce" && user.id ? [user.id] : [])])];
  if (whisper.length === 0) return;
  const lines = findings.map((finding) => findingLine(finding, actorName, user.name ?? ""));
  const rule = format("SHELFWARS.Guard.Rule", { outcome: localize(OUTCOME_KEYS[level]) });
  const trace = level === "warn" && findings.some((finding) => finding.field.kind === "trace") ? [localize("SHELFWARS.Guard.TracePutBack")] : [];
  await postWhisper(whisper, [...lines, rule, ...trace]);
}

/** A status name as the table reads it: the registered status's localised name, else its id. */
function statusName(id: string): string {
  const registered: unknown = CONFIG.statusEffects;
  const entries = Array.isArray(registered) ? registered : Object.values((registered ?? {}) as Record<string, unknown>);
  const entry = entries.find((e) => (e as { id?: unknown }).id === id) as { name?: unknown } | undefined;
  return typeof entry?.name === "string" ? localize(entry.name) : id;
}

/** A player's toggle of statuses the rules own, told as `reportFindings` tells a field's change. */
export async function reportStatusChange(level: Exclude<AutomationLevel, "off">, user: User.Implementation, actorName: string, statuses: readonly string[], added: boolean): Promise<void> {
  const whisper = [...new Set([...gmIds(), ...(level === "enforce" && user.id ? [user.id] : [])])];
  if (whisper.length === 0) return;
  const key = added ? "SHELFWARS.Guard.StatusAdded" : "SHELFWARS.Guard.StatusRemoved";
  const lines = statuses.map((id) => format(key, { user: user.name ?? "", name: actorName, status: statusName(id) }));
  await postWhisper(whisper, [...lines, format("SHELFWARS.Guard.Rule", { outcome: localize(OUTCOME_KEYS[level]) })]);
}

/** A player's token of a figure placed on the scene of a running game, told as `reportFindings` tells a field's change. */
export async function reportPlacement(level: Exclude<AutomationLevel, "off">, user: User.Implementation, tokenName: string): Promise<void> {
  const whisper = [...new Set([...gmIds(), ...(level === "enforce" && user.id ? [user.id] : [])])];
  if (whisper.length === 0) return;
  await postWhisper(whisper, [format("SHELFWARS.Guard.Placed", { user: user.name ?? "", name: tokenName }), format("SHELFWARS.Guard.Rule", { outcome: localize(OUTCOME_KEYS[level]) })]);
}

/** A GM's own edit of a rule-owned field, logged to the GMs. */
export async function reportGmEdit(user: User.Implementation, actorName: string, finding: Pick<Finding, "field" | "before" | "after">): Promise<void> {
  const whisper = gmIds();
  if (whisper.length === 0) return;
  const field = localize(finding.field.label);
  await postWhisper(whisper, [format("SHELFWARS.Guard.GmEdit", { user: user.name ?? "", name: actorName, field, before: shownValue(finding.before), after: shownValue(finding.after) })]);
}

async function postWhisper(whisper: string[], lines: readonly string[]): Promise<void> {
  await postNotice(GUARD_REPORT_NOTICE, { content: noticeLines(lines, "sw-guard-report"), whisper, speaker: { alias: localize("SHELFWARS.Guard.Speaker") } });
}

/** A guarded edit reverted or reported, whispered to the GMs. */
export const GUARD_REPORT_NOTICE: NoticeKind = { flag: "guardReport" };
