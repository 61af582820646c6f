import { deepAssign } from "../deep-assign";
import type { StandInPart } from "../index";
import { currentUser } from "./documents";

/**
 * Core's file picker, as https://foundryvtt.com/api/v13/classes/foundry.applications.apps.FilePicker.html
 * documents it: built with the `type` of file sought, the `current` path and a `callback(path,
 * picker)` called with the file the user chooses; `browse()` opens it on the server's files;
 * `FilePicker.implementation` is the class configured in `CONFIG.ux.FilePicker`. Only a user with
 * the FILES_BROWSE permission may list the server's files
 * (https://foundryvtt.com/api/v13/variables/foundry.CONST.USER_PERMISSIONS.html): for anyone else
 * core's `browse()` returns without opening anything, and so does the stand-in's. Nothing is
 * drawn: a test plays the user with `choose`.
 */
export class StandInFilePicker {
  static get implementation(): typeof StandInFilePicker {
    const configured = (globalThis as { CONFIG?: { ux?: { FilePicker?: typeof StandInFilePicker } } }).CONFIG?.ux?.FilePicker;
    if (!configured) throw new Error("stand-in FilePicker: CONFIG.ux.FilePicker is not set");
    return configured;
  }

  readonly type: string | undefined;
  readonly current: string | undefined;
  readonly #callback: ((path: string, picker: StandInFilePicker) => unknown) | undefined;
  browsing = false;

  constructor(options: { type?: string; current?: string; callback?: (path: string, picker: StandInFilePicker) => unknown } = {}) {
    this.type = options.type;
    this.current = options.current;
    this.#callback = options.callback;
  }

  async browse(): Promise<void> {
    if (!currentUser().can("FILES_BROWSE")) return;
    this.browsing = true;
    openPickers.push(this);
  }

  /** The user picks `path` in the open picker: its callback hears it. */
  async choose(path: string): Promise<void> {
    if (!this.browsing) throw new Error("stand-in FilePicker: choose() before browse(); the user has no picker open");
    this.browsing = false;
    await this.#callback?.(path, this);
  }
}

let openPickers: StandInFilePicker[] = [];

/** The pickers opened since the stand-in was installed, oldest first. */
export function openedFilePickers(): readonly StandInFilePicker[] {
  return openPickers;
}

export const installPart: StandInPart = (globals) => {
  openPickers = [];
  deepAssign(globals, { foundry: { applications: { apps: { FilePicker: StandInFilePicker } } }, CONFIG: { ux: { FilePicker: StandInFilePicker } } });
};
