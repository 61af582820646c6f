import type { RulesetId } from "../shared/constants";
import type { MigrationStep } from "../migration/steps";
import type { SideTypeEntry } from "../sides/side-types";
import type { HudRuleset } from "../hud/hud-ruleset";
import type { RegistrationContext } from "../shared/registration";

export type { RegistrationContext } from "../shared/registration";

/** What a ruleset hands the system at `init`. */
export interface RulesetModule {
  readonly id: RulesetId;
  /** Registers the ruleset's settings, document types, sheets, dice and hooks. */
  register(context: RegistrationContext): void;
  /** Versioned stored-data migrations of the ruleset's documents (the active GM runs them at `ready`). */
  readonly migrations?: readonly MigrationStep[];
  /** Its side actor types (team, choir, force): dropping one on the canvas places its figures. */
  readonly sides?: readonly SideTypeEntry[];
  /** Its figures' part in the token HUD and the action keybindings. */
  readonly hud?: HudRuleset;
}
