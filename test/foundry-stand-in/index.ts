import { buildEnglish, flattenKeys } from "../../tools/lib/lang.mjs";
import { StandInHooks } from "./hooks";
import { StandInI18n } from "./i18n";
import { StandInSettings } from "./settings";

/**
 * A small stand-in for the Foundry globals the adapter uses, each behaving as the public v13 API
 * documentation describes (see the page cited in each file). Only what the adapter needs.
 */
export interface StandIn {
  hooks: StandInHooks;
  settings: StandInSettings;
  i18n: StandInI18n;
  notifications: { level: "info" | "warn" | "error"; message: string }[];
  loadedTemplates: string[];
}

export function installStandIn(): StandIn {
  const hooks = new StandInHooks();
  const settings = new StandInSettings();
  const i18n = new StandInI18n(flattenKeys(buildEnglish()) as Map<string, string>);
  const notifications: StandIn["notifications"] = [];
  const loadedTemplates: string[] = [];
  const notify = (level: "info" | "warn" | "error") => (message: string) => {
    notifications.push({ level, message });
  };
  const globals: Record<string, unknown> = {
    Hooks: hooks,
    CONFIG: {},
    game: { settings, i18n },
    ui: { notifications: { info: notify("info"), warn: notify("warn"), error: notify("error") } },
    foundry: {
      applications: {
        // https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.loadTemplates.html
        handlebars: { loadTemplates: async (paths: string[]) => void loadedTemplates.push(...paths) },
      },
    },
  };
  Object.assign(globalThis, globals);
  return { hooks, settings, i18n, notifications, loadedTemplates };
}

export function removeStandIn(): void {
  for (const name of ["Hooks", "CONFIG", "game", "ui", "foundry"]) Reflect.deleteProperty(globalThis, name);
}
