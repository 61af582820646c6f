import { templatePath } from "../../shared/constants";
import { pmLocalize } from "../documents/labels";
import { PM_ACTOR_TYPES } from "../documents/actor-types";
import { tossCoin } from "./coin-toss";
import { coinTossDialogContext, PM_SETUP_TEMPLATES } from "./setup-context";

type DialogButton = { action: string; label: string; default?: boolean; callback?: (event: Event, button: HTMLButtonElement) => unknown };
type LooseDialog = { wait(options: Record<string, unknown>): Promise<unknown> };

/**
 * The GM's set-up control: choose the two choirs (world choir actors) and toss the coin for the
 * viewed scene. The choice is read from the dialog's form; nothing a player sends is involved.
 */
export async function openCoinTossDialog(): Promise<void> {
  const scene = canvas?.scene as Scene.Implementation | null | undefined;
  if (!game.user?.isGM) return;
  if (!scene) {
    ui.notifications?.warn(pmLocalize("Setup", "NoScene"));
    return;
  }
  const choirs = (game.actors?.contents ?? []).filter((actor) => (actor.type as string) === PM_ACTOR_TYPES.choir);
  if (choirs.length < 2) {
    ui.notifications?.warn(pmLocalize("Setup", "TwoChoirs"));
    return;
  }
  const content = await foundry.applications.handlebars.renderTemplate(templatePath(PM_SETUP_TEMPLATES.dialog), {
    ...coinTossDialogContext(choirs.map((c) => ({ uuid: c.uuid, name: c.name ?? c.uuid }))),
  });
  const toss: DialogButton = {
    action: "toss",
    label: pmLocalize("Setup", "Toss"),
    default: true,
    callback: (_event, button) => {
      const form = button.form;
      const read = (name: string) => (form?.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? "";
      return { a: read("a"), b: read("b") };
    },
  };
  const chosen = (await (foundry.applications.api.DialogV2 as unknown as LooseDialog).wait({
    window: { title: pmLocalize("Setup", "DialogTitle") },
    content,
    buttons: [toss, { action: "cancel", label: pmLocalize("Setup", "Cancel") }],
    rejectClose: false,
  })) as { a: string; b: string } | string | null;
  if (!chosen || typeof chosen === "string") return;
  const first = choirs.find((c) => c.uuid === chosen.a);
  const second = choirs.find((c) => c.uuid === chosen.b);
  if (!first || !second) return;
  await tossCoin(scene, first, second);
}
