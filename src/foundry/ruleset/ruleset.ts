import type { RulesetId } from "../shared/constants";
import type { MigrationStep } from "../migration/steps";
import type { SideTypeEntry } from "../sides/side-types";
import type { HudRuleset } from "../hud/hud-ruleset";
import type { RulesetSettings } from "../settings/ruleset-settings";
import type { RulesetCards } from "./cards";
import type { ActorTypeDeclaration } from "./actors";
import type { ActivationConfig } from "../combat/activation-config";
import type { StatusEffectEntry } from "../compat/status-effects";
import type { NoticeKind } from "../shared/notices";
import type { RegistrationContext } from "../shared/registration";

export type { RegistrationContext } from "../shared/registration";

/** What a ruleset hands the system at `init`. */
export interface RulesetModule {
  readonly id: RulesetId;
  /** Registers what is not declared below: its own hooks, dice terms and rulers. */
  register(context: RegistrationContext): void;
  /** Its actor types (figure and side): data models, sheets, token attributes, sheet templates. */
  readonly actorTypes: readonly ActorTypeDeclaration[];
  /** How its combats run on the shared tracker: sides, the round's order, the end of an activation. */
  readonly activation: ActivationConfig;
  /** Its notices with controls (a game's end with "End the combat"), wired as each client renders them. */
  readonly notices: readonly NoticeKind[];
  /** Its other templates (cards, dialogs, partials), relative to `templates/`, preloaded at `init`. */
  readonly templates: readonly string[];
  /** Its language files under `lang/en/` (built into `lang/en.json`). */
  readonly lang: readonly string[];
  /** The token statuses it adds to core's list. */
  readonly statuses: readonly StatusEffectEntry[];
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
