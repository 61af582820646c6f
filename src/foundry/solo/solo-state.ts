import { activationKeyOf } from "../canvas/move-record";
import { SYSTEM_ID } from "../shared/constants";

/**
 * The GM's hold on the table's play in a combat, on the Combat's flags (a player cannot update a
 * Combat): paused, or one activation taken over (the table leaves that activation to the GM and
 * plays again from the next), and why the table last stopped by itself.
 */
export interface SoloHold {
  readonly paused: boolean;
  /** The activation key the GM took over, or null. */
  readonly takenOver: string | null;
  /** Why the table stopped by itself (a lang key under SHELFWARS), or null. */
  readonly stopped: string | null;
}

export function soloHoldOf(combat: { flags: unknown }): SoloHold {
  const flags = (combat.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID]?.solo;
  const solo = typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>) : {};
  return {
    paused: solo.paused === true,
    takenOver: typeof solo.takenOver === "string" ? solo.takenOver : null,
    stopped: typeof solo.stopped === "string" ? solo.stopped : null,
  };
}

/** Whether the table may take its next step in this combat now. */
export function tableMayAct(combat: Combat.Implementation): boolean {
  const hold = soloHoldOf(combat);
  if (hold.paused) return false;
  return hold.takenOver === null || hold.takenOver !== activationKeyOf(combat as never);
}

async function writeHold(combat: Combat.Implementation, hold: Partial<SoloHold>): Promise<void> {
  await combat.update({ [`flags.${SYSTEM_ID}.solo`]: { ...soloHoldOf(combat), ...hold } } as never);
}

/** A GM pauses the table (it finishes nothing it has not started) or lets it play on. */
export const setTablePaused = (combat: Combat.Implementation, paused: boolean): Promise<void> => writeHold(combat, { paused, ...(paused ? {} : { stopped: null }) });

/** A GM takes over the running activation: the table plays again from the next one. */
export const takeOverActivation = (combat: Combat.Implementation): Promise<void> => writeHold(combat, { takenOver: activationKeyOf(combat as never) });

/** The table stops by itself, saying why: paused until a GM lets it play on. */
export const stopTable = (combat: Combat.Implementation, reason: string): Promise<void> => writeHold(combat, { paused: true, stopped: reason });
