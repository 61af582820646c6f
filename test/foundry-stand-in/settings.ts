/**
 * ClientSettings, as documented at https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html:
 * `register(namespace, key, data)`, `get(namespace, key)` (throws for a setting that was never
 * registered: "This is not a registered game setting"), `set(namespace, key, value)` (async;
 * for a setting with `choices`, a value outside them is rejected).
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

  register(namespace: string, key: string, data: StandInSettingData): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the setting");
    this.settings.set(`${namespace}.${key}`, data);
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const data = this.settings.get(id);
    if (!data) throw new Error(`"${id}" is not a registered game setting`);
    return this.#values.has(id) ? this.#values.get(id) : structuredClone(data.default);
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const data = this.settings.get(id);
    if (!data) throw new Error(`"${id}" is not a registered game setting`);
    if (data.choices && !(String(value) in data.choices)) throw new Error(`${id}: "${String(value)}" is not one of its choices`);
    if (data.type === Number && typeof value !== "number") throw new Error(`${id}: expected a number`);
    if (data.type === Boolean && typeof value !== "boolean") throw new Error(`${id}: expected a boolean`);
    this.#values.set(id, value);
    data.onChange?.(value);
    return value;
  }
}
