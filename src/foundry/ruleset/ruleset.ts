import type { RulesetId } from "../shared/constants";
import type { MigrationStep } from "../migration/steps";
import type { SideTypeEntry } from "../sides/side-types";

/** What a ruleset hands the system at `init`. */
export interface RulesetModule {
  readonly id: RulesetId;
  /** Registers the ruleset's settings, document types, sheets, dice and hooks. */
  register(context: RegistrationContext): void;
  /** Versioned stored-data migrations of the ruleset's documents (the active GM runs them at `ready`). */
  readonly migrations?: readonly MigrationStep[];
  /** Its side actor types (team, choir, force): dropping one on the canvas places its figures. */
  readonly sides?: readonly SideTypeEntry[];
}

export interface RegistrationContext {
  /** Handlebars templates (paths relative to `templates/`) to preload and to register as partials. */
  addTemplates(...relativePaths: string[]): void;
}
