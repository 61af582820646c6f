import { templatePath } from "../shared/constants";

/**
 * The options every Shelf Wars dialog shares: a form that re-renders on each change (the odds
 * follow the choice) and never closes on submit, at one width, growing with its content. Each
 * dialog names its classes, title, icon, width, change handler and buttons.
 */
export function formDialogOptions<Handler, Actions>(dialog: {
  readonly classes: readonly string[];
  readonly title: string;
  readonly icon: string;
  readonly width: number;
  /** The form's submit handler (a static method of the dialog class). */
  readonly onChange: Handler;
  readonly actions: Actions;
}) {
  return {
    classes: ["shelf-wars", ...dialog.classes],
    tag: "form",
    window: { title: dialog.title, icon: dialog.icon },
    position: { width: dialog.width, height: "auto" as const },
    form: { handler: dialog.onChange, submitOnChange: true, closeOnSubmit: false },
    actions: dialog.actions,
  };
}

/** A dialog's one part: its form template (relative to `templates/`). */
export function formDialogParts(template: string) {
  return { form: { template: templatePath(template) } };
}
