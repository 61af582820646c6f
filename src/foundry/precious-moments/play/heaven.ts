import type { FigureBadge } from "../../sides/figure-badge";
import { pmBadge } from "./badge";
import { isHeavenBound } from "../../../rules/precious-moments/aria";
import { templatePath } from "../../shared/constants";
import { markActorDefeated } from "../../combat/mark-defeated";
import { isPmFigureType } from "../documents/actor-types";
import { PM_PLAY_TEMPLATES } from "../cards/names";
import { heavenKey, pmFormat } from "./labels";
import { isActiveGm } from "../../shared/active-gm";
import { isWriteAccepted } from "../../guard/judge";
import { postNotice, type NoticeKind } from "../../shared/notices";

/** The current Value an update wrote, or undefined when it did not touch it. */
export function valueChange(changed: unknown): number | undefined {
  const value = (changed as { system?: { value?: unknown } } | null)?.system?.value;
  return typeof value === "number" ? value : undefined;
}

/** What the Heaven card shows: a figure going to Heaven, or coming back. */
export function heavenCardContext(name: string, entering: boolean, badge: FigureBadge) {
  return {
    badge,
    entering,
    title: pmFormat(heavenKey(entering ? "Title" : "ReturnTitle"), { name }),
    text: pmFormat(heavenKey(entering ? "Text" : "ReturnText"), { name }),
  };
}

/** Posts the card telling the table that a figure went to Heaven (or came back when its song was undone). */
async function postHeavenCard(actor: Actor.Implementation, entering: boolean): Promise<void> {
  const { renderTemplate } = foundry.applications.handlebars;
  const content = await renderTemplate(templatePath(PM_PLAY_TEMPLATES.heavenCard), heavenCardContext(actor.name ?? "", entering, pmBadge(actor.uuid)));
  await postNotice(HEAVEN_NOTICE, { content, speaker: ChatMessage.implementation.getSpeaker({ actor }) });
}

/**
 * A figure's Value reaching 0 or less (DECISIONS "Heaven") by any path (a song's card, a GM's
 * edit) sends it to Heaven: its own card, the defeated mark on its token and the tracker's defeat
 * record, so it never activates again. A Value back above 0 (the song undone) brings it back.
 * Runs on the active GM's client only, so it happens once whoever applied the card.
 */
export async function onPmValueChanged(actor: Actor.Implementation, value: number): Promise<void> {
  const inHeaven = isHeavenBound(value);
  const wasInHeaven = actor.statuses.has(CONFIG.specialStatusEffects.DEFEATED);
  await markActorDefeated(actor, inHeaven);
  if (inHeaven !== wasInHeaven) await postHeavenCard(actor, inHeaven);
}

export function registerPmHeavenHook(): void {
  Hooks.on("updateActor", (actor, changed, _options, userId) => {
    if (!isPmFigureType(actor.type as string) || !isActiveGm() || !isWriteAccepted(actor, userId)) return;
    const value = valueChange(changed);
    if (value !== undefined) void onPmValueChanged(actor, value);
  });
}

/** A figure went to Heaven (or came back). */
export const HEAVEN_NOTICE: NoticeKind = { flag: "pmHeaven" };
