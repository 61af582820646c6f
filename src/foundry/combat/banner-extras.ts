import type { TrackerAction } from "./activation-config";

/**
 * A shared service's part in the tracker's banner beside the ruleset's own (solo play's pause and
 * take over): its notes, its GM buttons (ids under its own prefix) and running them. Registered by
 * the service, so the tracker never imports it.
 */
export interface BannerExtra {
  /** Buttons whose id starts with this are the extra's to run. */
  readonly prefix: string;
  notes(combat: Combat.Implementation): readonly string[];
  actions(combat: Combat.Implementation, user: User.Implementation): readonly TrackerAction[];
  /** Runs a button (a click proves nothing: it checks the user again). */
  run(combat: Combat.Implementation, id: string): Promise<void>;
}

const extras: BannerExtra[] = [];

export function registerBannerExtra(extra: BannerExtra): void {
  if (!extras.includes(extra)) extras.push(extra);
}

export const bannerExtraNotes = (combat: Combat.Implementation): string[] => extras.flatMap((extra) => [...extra.notes(combat)]);

export const bannerExtraActions = (combat: Combat.Implementation, user: User.Implementation): TrackerAction[] => extras.flatMap((extra) => [...extra.actions(combat, user)]);

/** Runs the button if an extra owns it; false when none does (it is the ruleset's). */
export async function runBannerExtra(combat: Combat.Implementation, id: string): Promise<boolean> {
  const extra = extras.find((e) => id.startsWith(e.prefix));
  if (!extra) return false;
  await extra.run(combat, id);
  return true;
}
