import { isActiveGm } from "../../shared/active-gm";
import { SYSTEM_ID } from "../../shared/constants";
import { isKfForceType } from "./actor-types";
import { forceNumbersViolation } from "./force-check";
import type { KfForceModel } from "./force-model";
import { kfKey } from "./labels";
import { localiseViolation } from "./violations";

interface ForceActor {
  readonly type: string;
  readonly name: string | null;
  readonly system: unknown;
}

/**
 * At the active GM's ready: every stored force whose numbers break the rules (a starting pool of
 * 0 imported from elsewhere, a pool past its bounds) is named in one lasting notice, so the GM
 * corrects it before play: the data model checks only a change made on the writer's client, and
 * a stored force is never changed on load.
 */
export function reportBrokenForces(): string[] {
  if (!isActiveGm()) return [];
  const lines = ((game.actors?.contents ?? []) as unknown as ForceActor[]).flatMap((actor) => {
    if (!isKfForceType(actor.type)) return [];
    const violation = forceNumbersViolation((actor.system as KfForceModel).forceSource);
    return violation ? [game.i18n!.format(kfKey("Documents.StoredForceBroken"), { name: actor.name ?? "", rule: localiseViolation(violation) })] : [];
  });
  if (lines.length === 0) return lines;
  console.warn(`${SYSTEM_ID} | Knight Fight forces stored against the rules`, lines);
  ui.notifications?.warn(lines.join(" "), { permanent: true });
  return lines;
}

export function registerStoredForceReport(): void {
  Hooks.once("ready", () => void reportBrokenForces());
}
