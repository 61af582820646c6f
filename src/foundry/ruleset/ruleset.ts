import type { RulesetId } from "../shared/constants";
import type { MigrationStep } from "../migration/steps";
import type { SideTypeEntry } from "../sides/side-types";
import type { HudRuleset } from "../hud/hud-ruleset";
import type { RulesetSettings } from "../settings/ruleset-settings";
import type { RulesetCards } from "./cards";
import type { RegistrationContext } from "../shared/registration";

export type { RegistrationContext } from "../shared/registration";

/** What a ruleset hands the system at `init`. */
export interface RulesetModule {
  readonly id: RulesetId;
  /** Registers what is not declared below: document types, sheets, dice and hooks. */
  register(context: RegistrationContext): void;
  /** Its world settings (rules options and automation levels), registered before `register`. */
  readonly settings: RulesetSettings;
  /** Its card kinds and what cards may change, registered before `register`. */
  readonly cards: RulesetCards;
  /** Versioned stored-data migrations of the ruleset's documents (the active GM runs them at `ready`). */
  readonly migrations: readonly MigrationStep[];
  /** Its side actor types (team, choir, force): dropping one on the canvas places its figures. */
  readonly sides: readonly SideTypeEntry[];
  /** Its figures' part in the token HUD and the action keybindings. */
  readonly hud: HudRuleset;
}
