import type { RulesetId } from "./constants";

/** What a ruleset hands the system at `init`. */
export interface RulesetModule {
  readonly id: RulesetId;
  /** Registers the ruleset's settings, document types, sheets, dice and hooks. */
  register(context: RegistrationContext): void;
}

export interface RegistrationContext {
  /** Handlebars templates (paths relative to `templates/`) to preload and to register as partials. */
  addTemplates(...relativePaths: string[]): void;
}
