import type { ShelfWarsActorSheetClass } from "../sheets/actor-sheet";
import { registerActorSheet } from "../sheets/register-actor-sheet";
import type { RegistrationContext } from "../shared/registration";

/** A data model class as `CONFIG.Actor.dataModels` holds it. */
type ActorDataModelClass = (typeof CONFIG.Actor.dataModels)[string];

/** The attributes a token may show as a bar or a value (`CONFIG.Actor.trackableAttributes`). */
export interface TrackableAttributes {
  readonly bar: readonly string[];
  readonly value: readonly string[];
}

/**
 * One actor sub-type of a ruleset, as `system.json` `documentTypes.Actor` declares it: its data
 * model, its sheet (the default for the type) with the sheet's templates, and what a token shows.
 */
export interface ActorTypeDeclaration {
  readonly type: string;
  readonly model: ActorDataModelClass;
  readonly sheet: ShelfWarsActorSheetClass;
  /** Localisation key of the sheet's name in core's sheet picker. */
  readonly sheetLabel: string;
  /** The sheet's templates (relative to `templates/`), preloaded at `init`. */
  readonly templates: readonly string[];
  readonly trackable: TrackableAttributes | null;
}

/** Installs every ruleset's actor types: data models, default sheets, token attributes, templates. */
export function registerActorTypes(declarations: readonly ActorTypeDeclaration[], context: RegistrationContext): void {
  const trackable: Record<string, TrackableAttributes> = {};
  for (const declaration of declarations) {
    Object.assign(CONFIG.Actor.dataModels, { [declaration.type]: declaration.model });
    if (declaration.trackable) trackable[declaration.type] = declaration.trackable;
    registerActorSheet(declaration.sheet, { types: [declaration.type as never], label: declaration.sheetLabel });
    context.addTemplates(...declaration.templates);
  }
  CONFIG.Actor.trackableAttributes = { ...CONFIG.Actor.trackableAttributes, ...(trackable as typeof CONFIG.Actor.trackableAttributes) };
}
