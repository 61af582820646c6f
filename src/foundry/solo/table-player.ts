import { isRuleViolation } from "../../rules/common/errors";
import { activationConfigOf } from "../combat/combat-document";
import { relayIdle } from "../relay/relay";
import { readAnnouncedResult } from "../shared/combat-flags";
import { isActiveGm } from "../shared/active-gm";
import { templatePath, type RulesetId } from "../shared/constants";
import { gmIds } from "../shared/gm-whisper";
import { postNotice, type NoticeKind } from "../shared/notices";
import { soloPaceMs, soloThoughts } from "./solo-settings";
import { stopTable, tableMayAct } from "./solo-state";
import { tablePlaysIn, tablePolicyOf, tableSides } from "./table-sides";
import { TABLE_THOUGHT_TEMPLATE, thoughtContext } from "./thought-line";

/** A line the table posts about what it does and why: a lang key under SHELFWARS and its data. */
export interface TableThought {
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
}

/** One step the table takes for a side it plays: what it thinks (if it says), and doing it. */
export interface TableStep {
  readonly thought: TableThought | null;
  run(): Promise<void>;
}

/** A ruleset's part: reads its combat and decides the table's next step, or null when it is not the table's to take. */
export interface TableTurnTaker {
  readonly ruleset: RulesetId;
  nextStep(combat: Combat.Implementation, policyOf: (sideKey: string) => string | null): Promise<TableStep | null>;
}

/** The table's thought lines and its reports on stopping. */
export const TABLE_THOUGHT_NOTICE: NoticeKind = { flag: "tableThought" };

const takers = new Map<RulesetId, TableTurnTaker>();
const STALE = "Combat.Refusal.Stale";
let timer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<void> | null = null;
let wakeAgain = false;

export function registerTableTurnTaker(taker: TableTurnTaker): void {
  takers.set(taker.ruleset, taker);
}

const localise = (key: string, data: Readonly<Record<string, string | number>>): string => game.i18n?.format(`SHELFWARS.${key}`, { ...data } as Record<string, string>) ?? key;

async function postLine(line: string, options: { whisper?: string[]; stopped?: boolean }): Promise<void> {
  const content = await foundry.applications.handlebars.renderTemplate(templatePath(TABLE_THOUGHT_TEMPLATE), thoughtContext(line, options.stopped));
  await postNotice(TABLE_THOUGHT_NOTICE, {
    content,
    ...(options.whisper ? { whisper: options.whisper } : {}),
    speaker: { alias: game.i18n?.localize("SHELFWARS.Solo.Speaker") ?? "" },
  });
}

async function postThought(thought: TableThought): Promise<void> {
  const audience = soloThoughts();
  if (audience === "off") return;
  await postLine(localise(thought.key, thought.data), audience === "gm" ? { whisper: gmIds() } : {});
}

/** The table stops in this combat, saying why (to the GMs), until a GM lets it play on. */
async function stop(combat: Combat.Implementation, error: unknown): Promise<void> {
  const reason = isRuleViolation(error) ? localise(error.code, Object.fromEntries(Object.entries(error.data).map(([k, v]) => [k, String(v)]))) : String(error);
  if (!isRuleViolation(error)) console.error("Shelf Wars | the table stopped", error);
  await stopTable(combat, reason);
  await postLine(localise("Solo.Stopped", { reason }), { whisper: gmIds(), stopped: true });
}

/** One step in the first combat where the table has one to take; true when it took one. */
async function tick(): Promise<boolean> {
  if (!isActiveGm()) return false;
  if (Object.keys(tableSides()).length === 0) return false;
  for (const combat of game.combats?.contents ?? []) {
    const config = activationConfigOf(combat as Combat.Implementation);
    const taker = config ? takers.get(config.ruleset) : undefined;
    if (!taker || !combat.started || readAnnouncedResult(combat) !== null || !tableMayAct(combat as Combat.Implementation)) continue;
    // Only a combat where the table plays a side is the table's business.
    if (!tablePlaysIn(combat as Combat.Implementation)) continue;
    try {
      // Decide on a settled table: every request already in the GM's line answered first.
      await relayIdle();
      const step = await taker.nextStep(combat as Combat.Implementation, tablePolicyOf);
      if (!step) continue;
      if (step.thought) await postThought(step.thought);
      await step.run();
      return true;
    } catch (error) {
      // The tracker moved on between the decision and its request (a player's request came first): decide again.
      if (isRuleViolation(error) && error.code === STALE) return true;
      await stop(combat as Combat.Implementation, error);
      return false;
    }
  }
  return false;
}

/**
 * Something changed at the table: on the active GM's client, the table looks again after the
 * pace setting's pause (changes close together make one look). One step at a time; after a step
 * it looks again.
 */
export function wakeTable(): void {
  if (!isActiveGm() || takers.size === 0 || Object.keys(tableSides()).length === 0) return;
  if (running) {
    wakeAgain = true;
    return;
  }
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    running = tick()
      .then((stepped) => {
        if (stepped) wakeAgain = true;
      })
      .catch((error: unknown) => console.error("Shelf Wars | the table could not take its step", error))
      .finally(() => {
        running = null;
        if (wakeAgain) {
          wakeAgain = false;
          wakeTable();
        }
      });
  }, soloPaceMs());
}

/** Resolves once the table has nothing scheduled or running (tests, and a GM's "wait for the table"). */
export async function tableIdle(): Promise<void> {
  for (let guard = 0; guard < 10_000 && (timer || running); guard++) {
    if (running) await running;
    else await new Promise((resolve) => setTimeout(resolve, Math.max(0, soloPaceMs()) + 1));
  }
}

/** Forgets anything scheduled (a test's world torn down; a client leaving the GM's seat). */
export function resetTablePlayer(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  wakeAgain = false;
}
