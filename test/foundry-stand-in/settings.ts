import { documentHookOnEveryClient, onEveryClient } from "./clients";

/**
 * ClientSettings, as documented at https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html:
 * `register(namespace, key, data)`, `get(namespace, key)` (throws for a setting that was never
 * registered: "This is not a registered game setting"), `set(namespace, key, value)` (async;
 * for a setting with `choices`, a value outside them is rejected).
 * - A world setting is a Setting document (https://foundryvtt.com/api/v13/classes/foundry.documents.Setting.html):
 *   only users with the SETTINGS_MODIFY permission (GMs by default,
 *   https://foundryvtt.com/article/permissions/) may write it. The server refuses anyone else; the
 *   refused write does not throw, it shows an error and the value stays. A GM may grant
 *   SETTINGS_MODIFY to any role (Permission Configuration; default role Assistant,
 *   https://foundryvtt.com/api/v13/variables/foundry.CONST.USER_PERMISSIONS.html): such a user's
 *   write is accepted (`User#can`, parts/documents.ts).
 * - `written`: every accepted world-setting write with its size as JSON, for cost tests.
 * - A written value is stored as JSON (what reaches every client is the parsed copy), and `get`
 *   returns the live value itself, the registered default included: core does not clone it, so
 *   editing what `get` returned edits the client's setting without saving it
 *   (docs/foundry-v13-api.md, Corrections: "game.settings.get returns the live value (do not
 *   mutate it)").
 * - A world setting is a Setting document, so its `onChange` (https://foundryvtt.com/api/v13/interfaces/foundry.types.SettingConfig.html)
 *   runs on every connected client after a write, as `Setting#_onUpdate` does
 *   (https://foundryvtt.com/api/v13/classes/foundry.documents.Setting.html). A client setting's
 *   `onChange` runs on the writing client only; core keeps a client setting per browser, the
 *   stand-in one value for all its clients (a test that sets one acts for every client).
 * - Being a Setting document, an accepted world write runs `createSetting` (its first write) or
 *   `updateSetting` on every connected client with the writer's id
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html,
 *   https://foundryvtt.com/api/v13/functions/hookEvents.updateDocument.html); the document carries
 *   `key` (`namespace.key`) and `value` as the JSON string core stores. A client setting makes no
 *   document and runs neither hook.
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
  /** Accepted world-setting writes and their size as JSON (what the server stores and sends). */
  readonly written: { id: string; bytes: number }[] = [];

  register(namespace: string, key: string, data: StandInSettingData): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the setting");
    this.settings.set(`${namespace}.${key}`, data);
  }

  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const data = this.settings.get(id);
    if (!data) throw new Error(`"${id}" is not a registered game setting`);
    return this.#values.has(id) ? this.#values.get(id) : data.default;
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const data = this.settings.get(id);
    if (!data) throw new Error(`"${id}" is not a registered game setting`);
    if (data.choices && !(String(value) in data.choices)) throw new Error(`${id}: "${String(value)}" is not one of its choices`);
    if (data.type === Number && typeof value !== "number") throw new Error(`${id}: expected a number`);
    if (data.type === Boolean && typeof value !== "boolean") throw new Error(`${id}: expected a boolean`);
    if (data.scope === "world") {
      const user = (globalThis as { game?: { user?: { isGM?: boolean; name?: string; can?(action: string): boolean } | null } }).game?.user;
      if (!user?.isGM && !user?.can?.("SETTINGS_MODIFY")) {
        this.refused.push({ id, user: user?.name ?? "" });
        return undefined;
      }
      this.written.push({ id, bytes: JSON.stringify(value ?? null).length });
    }
    const first = !this.#values.has(id);
    this.#values.set(id, JSON.parse(JSON.stringify(value ?? null)) as unknown);
    if (data.scope === "world") {
      const writer = (globalThis as { game?: { user?: { id?: string } | null } }).game?.user?.id ?? "";
      const setting = { documentName: "Setting", key: id, value: JSON.stringify(value ?? null) };
      if (first) documentHookOnEveryClient("createSetting", setting, [{}], writer);
      else documentHookOnEveryClient("updateSetting", setting, [{ value: setting.value }, {}], writer);
    }
    const onChange = data.onChange;
    if (onChange && data.scope === "world") onEveryClient(() => onChange(this.get(namespace, key)));
    else onChange?.(this.get(namespace, key));
    return value;
  }
}
