const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

const HandlebarsActorSheetV2 = HandlebarsApplicationMixin(ActorSheetV2);

/**
 * How the compiler sees `HandlebarsApplicationMixin(ActorSheetV2)` for Knight Fight's sheets:
 * ActorSheetV2 with every member, plus the mixin's `PARTS`. Checking sheets against the mixed
 * type itself exceeds TypeScript's instantiation limit (TS2589) and costs minutes and gigabytes
 * per sheet; the assignment below still checks that the mixed class has this shape. This is the
 * one place to switch to a shared Shelf Wars sheet base once there is one.
 */
type HandlebarsActorSheetV2Class = typeof ActorSheetV2 & Pick<typeof HandlebarsActorSheetV2, "PARTS">;

const SheetBase: HandlebarsActorSheetV2Class = HandlebarsActorSheetV2;

/** The base of Knight Fight's actor sheets: core's Handlebars actor sheet (ApplicationV2). */
export abstract class KfActorSheet extends SheetBase {}
