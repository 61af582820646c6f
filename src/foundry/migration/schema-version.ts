import { readSetting, registerHiddenNumberSetting, writeSetting } from "../settings/registry";

/** The world setting `shelf-wars.schemaVersion`: the version of the last migration step the world ran. */
export const SCHEMA_VERSION_KEY = "schemaVersion";

/** Hidden from the settings window (config false); 0 for a world that never ran a step. */
export function registerSchemaVersionSetting(): void {
  registerHiddenNumberSetting(SCHEMA_VERSION_KEY, 0);
}

export function worldSchemaVersion(): number {
  const value = readSetting(SCHEMA_VERSION_KEY);
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

export async function setWorldSchemaVersion(version: number): Promise<void> {
  await writeSetting(SCHEMA_VERSION_KEY, version);
}
