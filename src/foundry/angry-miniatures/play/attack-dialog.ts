import { rollsHere } from "../../dice/roll-request";
import type { FollowUpRef } from "../../chat/card-types";
import { isRuleViolation } from "../../../rules/common/errors";
import { isAttackType } from "../../../rules/angry-miniatures/types";
import { childRenderOptions } from "../../compat/windows";
import { formDialogOptions, formDialogParts } from "../../dialogs/form-dialog";
import { AttackSession, violationMessage, type AttackResult, type AttackView } from "../table/attack-session";
import type { AttackServices } from "./attack-services";
import { foundryAttackServices } from "./foundry-services";
import { format, localize } from "../table/labels";

export const ATTACK_DIALOG_TEMPLATE = "angry-miniatures/play/attack-dialog.hbs";
/** The dice pool partial the attack dialog and card show. */
export const POOL_PARTIAL_TEMPLATE = "angry-miniatures/play/pool.hbs";

type AttackDialogContext = AttackView & { rollLabel: string };

/** Reads the dialog's form into the session's choices (names match attack-dialog.hbs). */
export function choicesFromForm(values: Record<string, unknown>, defenderIds: readonly string[]) {
  const attackType = isAttackType(values.attackType) ? values.attackType : undefined;
  const targetId = typeof values.targetId === "string" && values.targetId !== "" ? values.targetId : undefined;
  const cover = defenderIds.filter((id) => values[`cover-${id}`] === true);
  return { ...(attackType ? { attackType } : {}), targetId, charging: values.charging === true, cover };
}

type OverlayKind = "area" | "distance";
interface Overlay {
  /** What is drawn: the same key means nothing to redraw. */
  readonly key: string;
  show(): Promise<unknown>;
}
type Overlays = Partial<Record<OverlayKind, Overlay>>;

/**
 * What an attack draws on the canvas while its dialog is open, all through `AttackServices`
 * (hence `AreaService`):
 * - Magic: the area, one circle over the target square and its neighbours, as a preview before
 *   the roll; after a Volatile Magic roll, the grown area replaces it until the card is posted.
 * - Range and Magic: the attacker's Distance around its token, while a target is being picked;
 *   gone on a change to Melee and once the attack is rolled.
 * Everything goes when the card is posted or the dialog closes. Changes run one at a time, so
 * quick re-renders never leave a stray template; a drawing that fails is warned about once and
 * the attack goes on without it.
 */
export class AttackOverlays {
  #shown: Partial<Record<OverlayKind, { readonly key: string; readonly handle: unknown }>> = {};
  #queue: Promise<void> = Promise.resolve();
  #rolled = false;
  #closed = false;
  #warned = false;

  constructor(
    readonly session: AttackSession,
    readonly services: AttackServices,
  ) {}

  /** Shows what the session's current choices call for (each dialog render). */
  sync(): Promise<void> {
    return this.#enqueue(() => (this.#rolled ? Promise.resolve() : this.#apply(this.#choosing())));
  }

  /** The attack is rolled: the Distance goes; the Magic area shows at its final (grown) radius. */
  rolled(result: AttackResult): Promise<void> {
    this.#rolled = true;
    return this.#enqueue(() => {
      const area = this.session.view().area;
      const radius = result.context.area?.radius ?? area?.radius;
      return this.#apply(area && radius !== undefined ? { area: this.#area(area.square, radius) } : {});
    });
  }

  /** Removes everything, for good (the card is posted, or the dialog closed). */
  close(): Promise<void> {
    this.#closed = true;
    return this.#enqueue(() => this.#apply({}));
  }

  #choosing(): Overlays {
    const wanted: Overlays = {};
    const view = this.session.view();
    if (view.area) wanted.area = this.#area(view.area.square, view.area.radius);
    const distance = view.attackType === "melee" ? undefined : this.#distance();
    if (distance !== undefined) {
      const attackerId = this.session.attackerId;
      wanted.distance = { key: `${attackerId}:${distance}`, show: () => this.services.showDistance(attackerId, distance) };
    }
    return wanted;
  }

  #area(square: { i: number; j: number }, radius: number): Overlay {
    return { key: `${square.i},${square.j}:${radius}`, show: () => this.services.showArea(square, radius) };
  }

  /** The attacker's Distance, or none for an illegal figure (the dialog names the problem). */
  #distance(): number | undefined {
    try {
      return this.session.derived().distance;
    } catch (error) {
      if (isRuleViolation(error)) return undefined;
      throw error;
    }
  }

  #enqueue(work: () => Promise<void>): Promise<void> {
    this.#queue = this.#queue.then(work, work);
    return this.#queue;
  }

  async #apply(wanted: Overlays): Promise<void> {
    if (this.#closed) wanted = {};
    for (const kind of ["area", "distance"] as const) {
      const shown = this.#shown[kind];
      const next = wanted[kind];
      if (shown?.key === next?.key) continue;
      if (shown) {
        delete this.#shown[kind];
        await this.#attempt(() => this.services.removeArea(shown.handle));
      }
      if (next) {
        const handle = await this.#attempt(() => next.show());
        if (handle !== undefined) this.#shown[kind] = { key: next.key, handle };
      }
    }
  }

  async #attempt<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      if (!this.#warned) {
        this.#warned = true;
        const reason = isRuleViolation(error) ? violationMessage(error) : error instanceof Error ? error.message : String(error);
        ui.notifications?.warn(format("AmPlay.Overlay.Failed", { reason }));
      }
      return undefined;
    }
  }
}

/** What the dialog class offers its callers. */
export interface AttackDialog {
  readonly session: AttackSession;
  render(options: { force: boolean }): Promise<unknown>;
  close(): Promise<unknown>;
}
type AttackDialogClass = new (session: AttackSession, services: AttackServices) => AttackDialog;
let defined: AttackDialogClass | undefined;

/**
 * Defined on first use, so importing this module (the figure sheet does) needs no Foundry globals.
 * The attack dialog: attack type, target, cover and charging toggles, dice after modifiers, the
 * legality verdicts and the exact odds, all recomputed on every change; "Roll" makes the attack.
 */
export function attackDialogClass(): AttackDialogClass {
  if (defined) return defined;
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;
  class AttackDialogApp extends HandlebarsApplicationMixin(ApplicationV2)<AttackDialogContext> {
    static override DEFAULT_OPTIONS = formDialogOptions({
      classes: ["am-attack-dialog"],
      title: "SHELFWARS.AmPlay.Dialog.Title",
      icon: "fa-solid fa-dice",
      width: 540,
      onChange: AttackDialogApp.#onChange,
      actions: { roll: AttackDialogApp.#onRoll },
    });

    static override PARTS = formDialogParts(ATTACK_DIALOG_TEMPLATE);

    readonly #overlays: AttackOverlays;

    constructor(
      readonly session: AttackSession,
      readonly services: AttackServices,
    ) {
      super({});
      this.#overlays = new AttackOverlays(session, services);
    }

    protected override async _prepareContext(): Promise<AttackDialogContext> {
      return { ...this.session.view(), rollLabel: localize("AmPlay.Dialog.Roll") };
    }

    protected override async _onRender(): Promise<void> {
      await this.#overlays.sync();
    }

    protected override async _onClose(): Promise<void> {
      await this.#overlays.close();
    }

    static async #onChange(this: AttackDialogApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
      const defenderIds = this.session.view().defenders.map((d) => d.id);
      this.session.update(choicesFromForm(formData.object, defenderIds));
      await this.render();
    }

    static async #onRoll(this: AttackDialogApp): Promise<void> {
      const posted = await rollAndPost(this.session, this.services, this.#overlays);
      if (posted) await this.close();
    }
  }

  defined = AttackDialogApp;
  return defined;
}

/**
 * Rolls, posts the card, and turns a refusal into a notification naming the rule. With the
 * dialog's overlays: the rolled area shows until the card is posted, then everything goes.
 */
export async function rollAndPost(session: AttackSession, services: AttackServices, overlays?: AttackOverlays): Promise<boolean> {
  try {
    if (services.askGm && !rollsHere("contest")) {
      await services.askGm(session);
      await overlays?.close();
      return true;
    }
    const result = await session.roll(services.resolve);
    await overlays?.rolled(result);
    await services.postCard(result, session.attacker);
    await overlays?.close();
    return true;
  } catch (error) {
    if (!isRuleViolation(error)) throw error;
    ui.notifications?.warn(format("AmPlay.Refused", { reason: violationMessage(error) }));
    return false;
  }
}

/**
 * Opens the attack dialog for a figure actor: its selected (or first active) token on the
 * current scene attacks; the first of the user's targets is preselected. Opened from a sheet
 * (`parent`), it opens in the sheet's window.
 */
export async function openAttackDialog(
  actor: Actor.Implementation,
  services: AttackServices = foundryAttackServices(),
  free?: FollowUpRef,
  parent?: object,
): Promise<AttackDialog | null> {
  const opened = services.sessionFor(actor, free);
  if (!opened) {
    ui.notifications?.warn(localize("AmPlay.Problem.NoToken"));
    return null;
  }
  const dialog = new (attackDialogClass())(opened, services);
  await dialog.render(childRenderOptions(parent));
  return dialog;
}
