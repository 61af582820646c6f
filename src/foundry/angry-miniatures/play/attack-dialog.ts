import { isRuleViolation } from "../../../rules/common/errors";
import { isAttackType } from "../../../rules/angry-miniatures/types";
import { templatePath } from "../../constants";
import { AttackSession, violationMessage, type AttackView } from "./attack-session";
import type { AttackServices } from "./attack-services";
import { foundryAttackServices } from "./foundry-services";
import { format, localize } from "./labels";

export const ATTACK_DIALOG_TEMPLATE = "angry-miniatures/play/attack-dialog.hbs";

type AttackDialogContext = AttackView & { rollLabel: string };

/** Reads the dialog's form into the session's choices (names match attack-dialog.hbs). */
export function choicesFromForm(values: Record<string, unknown>, defenderIds: readonly string[]) {
  const attackType = isAttackType(values.attackType) ? values.attackType : undefined;
  const targetId = typeof values.targetId === "string" && values.targetId !== "" ? values.targetId : undefined;
  const cover = defenderIds.filter((id) => values[`cover-${id}`] === true);
  return { ...(attackType ? { attackType } : {}), targetId, charging: values.charging === true, cover };
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
    static override DEFAULT_OPTIONS = {
      classes: ["shelf-wars", "am-attack-dialog"],
      tag: "form",
      window: { title: "SHELFWARS.AmPlay.Dialog.Title", icon: "fa-solid fa-dice" },
      position: { width: 540, height: "auto" as const },
      form: { handler: AttackDialogApp.#onChange, submitOnChange: true, closeOnSubmit: false },
      actions: { roll: AttackDialogApp.#onRoll },
    };

    static override PARTS = {
      form: { template: templatePath(ATTACK_DIALOG_TEMPLATE) },
    };

    #areaHandle: unknown;

    constructor(
      readonly session: AttackSession,
      readonly services: AttackServices,
    ) {
      super({});
    }

    protected override async _prepareContext(): Promise<AttackDialogContext> {
      return { ...this.session.view(), rollLabel: localize("AmPlay.Dialog.Roll") };
    }

    protected override async _onRender(): Promise<void> {
      await this.#showArea();
    }

    protected override async _onClose(): Promise<void> {
      await this.#clearArea();
    }

    async #showArea(): Promise<void> {
      await this.#clearArea();
      const area = this.session.view().area;
      if (area) this.#areaHandle = await this.services.showArea(area.square, area.radius);
    }

    async #clearArea(): Promise<void> {
      if (this.#areaHandle !== undefined) await this.services.removeArea(this.#areaHandle);
      this.#areaHandle = undefined;
    }

    static async #onChange(this: AttackDialogApp, _event: Event | SubmitEvent, _form: HTMLFormElement, formData: { object: Record<string, unknown> }): Promise<void> {
      const defenderIds = this.session.view().defenders.map((d) => d.id);
      this.session.update(choicesFromForm(formData.object, defenderIds));
      await this.render();
    }

    static async #onRoll(this: AttackDialogApp): Promise<void> {
      const posted = await rollAndPost(this.session, this.services);
      if (posted) await this.close();
    }
  }

  defined = AttackDialogApp;
  return defined;
}

/** Rolls, posts the card, and turns a refusal into a notification naming the rule. */
export async function rollAndPost(session: AttackSession, services: AttackServices): Promise<boolean> {
  try {
    const result = await session.roll(services.resolve);
    await services.postCard(result, session.attacker);
    return true;
  } catch (error) {
    if (!isRuleViolation(error)) throw error;
    ui.notifications?.warn(format("AmPlay.Refused", { reason: violationMessage(error) }));
    return false;
  }
}

/**
 * Opens the attack dialog for a figure actor: its selected (or first active) token on the
 * current scene attacks; the first of the user's targets is preselected.
 */
export async function openAttackDialog(actor: Actor.Implementation, services: AttackServices = foundryAttackServices()): Promise<AttackDialog | null> {
  const opened = services.sessionFor(actor);
  if (!opened) {
    ui.notifications?.warn(localize("AmPlay.Problem.NoToken"));
    return null;
  }
  const dialog = new (attackDialogClass())(opened, services);
  await dialog.render({ force: true });
  return dialog;
}
