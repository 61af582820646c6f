/// <reference types="vite/client" />
import { dataOperatorsGlobals } from "./v14/data-operators";
import { buildEnglish, flattenKeys } from "../../tools/lib/lang.mjs";
import { installClients } from "./clients";
import { StandInHooks } from "./hooks";
import { StandInI18n } from "./i18n";
import { StandInSettings } from "./settings";

/** The one Actor factory (parts/data-models.ts): world actors, model-backed when their type has a data model, or made through Actor.create. */
export { createActor, type StandInActorData, type StandInActorOptions } from "./parts/data-models";

/**
 * Extra pieces of the stand-in live in `parts/*.ts`, one file per adapter area (dice, chat,
 * combat, canvas, documents…). Each exports `installPart(globals, standIn)`, which adds to the
 * globals (use `deepAssign` from `./deep-assign` to extend nested namespaces such as `foundry`).
 */
export type StandInPart = (globals: Record<string, unknown>, standIn: StandIn) => void;
const parts = import.meta.glob<{ installPart: StandInPart }>("./parts/*.ts", { eager: true });

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
  /** Every global the stand-in installed, by name. */
  globals: Record<string, unknown>;
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
      ...dataOperatorsGlobals(),
      applications: {
        // https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.loadTemplates.html
        handlebars: { loadTemplates: async (paths: string[]) => void loadedTemplates.push(...paths) },
      },
    },
  };
  installClients(globals.game as Record<string, unknown>);
  const standIn: StandIn = { hooks, settings, i18n, notifications, loadedTemplates, globals };
  for (const part of Object.values(parts)) part.installPart(globals, standIn);
  Object.assign(globalThis, globals);
  installedNames = Object.keys(globals);
  return standIn;
}

let installedNames: string[] = [];

export function removeStandIn(): void {
  for (const name of installedNames) Reflect.deleteProperty(globalThis, name);
  installedNames = [];
}
