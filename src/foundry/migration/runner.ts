import { keysUnder } from "../shared/i18n";
import { isActiveGm } from "../shared/active-gm";
import { LANG_PREFIX, SYSTEM_ID } from "../shared/constants";
import { AUTOMATED_WRITE } from "../guard/register";
import { setWorldSchemaVersion, worldSchemaVersion } from "./schema-version";
import type { MigratingActor, MigrationStep } from "./steps";

/** An actor the runner can read and update (world actors and documents of unlocked packs). */
interface UpdatableActor {
  readonly name: string;
  readonly type: string;
  toObject(): MigratingActor;
  update(changes: Record<string, unknown>, options: { diff: false; recursive: false }): Promise<unknown>;
}

export interface MigrationOutcome {
  /** The world's schema version after the run. */
  readonly version: number;
  /** Steps that ran to the end, by version. */
  readonly ran: readonly number[];
  /** Documents a step could not update (the run stops before bumping the version). */
  readonly failed: readonly string[];
}


const { format } = keysUnder(`${LANG_PREFIX}.Migration`);

/** World actors, then the actors of every compendium pack that is not locked. */
async function migratingActors(): Promise<{ label: string; actor: UpdatableActor }[]> {
  const found: { label: string; actor: UpdatableActor }[] = [];
  for (const actor of game.actors ?? []) found.push({ label: actor.name, actor: actor as unknown as UpdatableActor });
  for (const pack of game.packs ?? []) {
    if (pack.documentName !== "Actor" || pack.locked) continue;
    for (const actor of await pack.getDocuments()) {
      found.push({ label: `${actor.name} (${pack.collection})`, actor: actor as unknown as UpdatableActor });
    }
  }
  return found;
}

async function runStep(step: MigrationStep): Promise<string[]> {
  const failed: string[] = [];
  for (const { label, actor } of await migratingActors()) {
    try {
      const update = step.migrateActor(actor.toObject());
      if (!update) continue;
      // A refused update (a rule the model enforces) resolves undefined and changes nothing.
      if ((await actor.update(update, { diff: false, recursive: false, ...AUTOMATED_WRITE })) === undefined) failed.push(label);
    } catch (error) {
      console.error(`${SYSTEM_ID} | migration ${step.version} failed for ${label}`, error);
      failed.push(label);
    }
  }
  return failed;
}

/**
 * Brings the world's stored data up to the newest step, on the active GM's client only: each
 * step newer than the world's `schemaVersion` updates world actors and unlocked packs' actors,
 * then the version moves on. If any document fails, the version stays, so the next load tries
 * again (steps only rewrite data into its current shape, so running one twice is harmless).
 */
export async function migrateWorld(steps: readonly MigrationStep[]): Promise<MigrationOutcome> {
  const start = worldSchemaVersion();
  if (!isActiveGm()) return { version: start, ran: [], failed: [] };
  const pending = [...steps].filter((s) => s.version > start).sort((a, b) => a.version - b.version);
  const latest = pending.at(-1)?.version;
  if (latest === undefined) return { version: start, ran: [], failed: [] };
  ui.notifications?.info(format("Begin", { version: String(latest) }));
  const ran: number[] = [];
  for (const step of pending) {
    console.info(`${SYSTEM_ID} | data migration ${step.version}: ${step.description}`);
    const failed = await runStep(step);
    if (failed.length > 0) {
      ui.notifications?.error(format("Failed", { version: String(step.version), names: failed.join(", ") }), { permanent: true });
      return { version: worldSchemaVersion(), ran, failed };
    }
    await setWorldSchemaVersion(step.version);
    ran.push(step.version);
  }
  ui.notifications?.info(format("Done", { version: String(latest) }));
  return { version: latest, ran, failed: [] };
}
