/**
 * ClientSettings, as documented at https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html:
 * `register(namespace, key, data)`, `get(namespace, key)` (throws for a setting that was never
 * registered: "This is not a registered game setting"), `set(namespace, key, value)` (async;
 * for a setting with `choices`, a value outside them is rejected).
 * - A world setting is a Setting document (https://foundryvtt.com/api/v13/classes/foundry.documents.Setting.html):
 *   only users with the SETTINGS_MODIFY permission (GMs by default,
 *   https://foundryvtt.com/article/permissions/) may write it. The server refuses anyone else; the
 *   refused write does not throw, it shows an error and the value stays.
 * - Values are stored as JSON and `get` hands out a fresh copy, so editing what `get` returned
 *   changes nothing stored; `onChange` runs on every client after a write.
 */
export interface StandInSettingData {
  name?: string;
  hint?: string;
  scope?: string;
  config?: boolean;
  type?: unknown;
  choices?: Record<string, string>;
  default?: unknown;
  onChange?: (value: unknown) => void;
}

export class StandInSettings {
  readonly settings = new Map<string, StandInSettingData>();
  readonly #values = new Map<string, unknown>();
  /** World-setting writes the server refused (a player is not allowed to write them). */
  readonly refused: { id: string; user: string }[] = [];

  register(namespace: string, key: string, data: StandInSettingData): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the setting");
    this.settings.set(`${namespace}.${key}`, data);
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const data = this.settings.get(id);
    if (!data) throw new Error(`"${id}" is not a registered game setting`);
    return structuredClone(this.#values.has(id) ? this.#values.get(id) : data.default);
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const data = this.settings.get(id);
    if (!data) throw new Error(`"${id}" is not a registered game setting`);
    if (data.choices && !(String(value) in data.choices)) throw new Error(`${id}: "${String(value)}" is not one of its choices`);
    if (data.type === Number && typeof value !== "number") throw new Error(`${id}: expected a number`);
    if (data.type === Boolean && typeof value !== "boolean") throw new Error(`${id}: expected a boolean`);
    if (data.scope === "world") {
      const user = (globalThis as { game?: { user?: { isGM?: boolean; name?: string } | null } }).game?.user;
      if (!user?.isGM) {
        this.refused.push({ id, user: user?.name ?? "" });
        return undefined;
      }
    }
    this.#values.set(id, JSON.parse(JSON.stringify(value ?? null)) as unknown);
    data.onChange?.(this.get(namespace, key));
    return value;
  }
}
