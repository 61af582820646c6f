import { templatePath } from "../shared/constants";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

const HandlebarsActorSheetV2 = HandlebarsApplicationMixin(ActorSheetV2);

/**
 * How the compiler sees `HandlebarsApplicationMixin(ActorSheetV2)`: ActorSheetV2 with every member,
 * plus the mixin's `PARTS`. Checking a class against the mixed type itself (an intersection of
 * HandlebarsApplication and ActorSheetV2) exceeds TypeScript's instantiation limit (TS2589) and
 * took over a minute per sheet; the assignment below checks that the mixed class has this shape.
 */
type HandlebarsActorSheetV2Class = typeof ActorSheetV2 & Pick<typeof HandlebarsActorSheetV2, "PARTS">;

const SheetBase: HandlebarsActorSheetV2Class = HandlebarsActorSheetV2;

/**
 * The base of every Shelf Wars actor sheet: core's Handlebars actor sheet (ApplicationV2), at one
 * size, resizable, saving each change as it is made. ApplicationV2 merges `DEFAULT_OPTIONS` along
 * the class chain, so each sheet adds only its classes and actions.
 */
export abstract class ShelfWarsActorSheet extends SheetBase {
  static override DEFAULT_OPTIONS: typeof SheetBase.DEFAULT_OPTIONS = {
    position: { width: 600, height: 700 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };
}

/** A sheet class that can be registered: a concrete subclass of the shared base. */
export type ShelfWarsActorSheetClass = typeof ShelfWarsActorSheet & (new (...args: ConstructorParameters<typeof ShelfWarsActorSheet>) => ShelfWarsActorSheet);

type SheetPart = NonNullable<(typeof ShelfWarsActorSheet.PARTS)[string]>;

/** A Shelf Wars sheet's one part: its template (paths relative to `templates/`), the partials it uses, its scrolling body. */
export function sheetParts(template: string, partials: readonly string[], scrollable: string): Record<"sheet", SheetPart> {
  return { sheet: { template: templatePath(template), templates: partials.map(templatePath), scrollable: [scrollable] } };
}
