import { migrateWorld } from "./runner";
import { registerSchemaVersionSetting } from "./schema-version";
import type { MigrationStep } from "./steps";

/** At `init`: the schema version setting. At `ready`: the active GM brings stored data up to date. */
export function registerMigrations(steps: readonly MigrationStep[]): void {
  registerSchemaVersionSetting();
  Hooks.once("ready", () => void migrateWorld(steps));
}
