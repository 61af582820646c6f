import { isActiveGm } from "../shared/active-gm";
import { RULESET_IDS, SYSTEM_ID, type RulesetId } from "../shared/constants";
import { gmIds } from "../shared/gm-whisper";
import { format, localize } from "../shared/i18n";
import { postNotice, type NoticeKind } from "../shared/notices";
import { rulesetOfActorType } from "../combat/activation-config";
import { readSetting, registerHiddenWorldSetting, settingKey, writeSetting } from "../settings/registry";

/** The How to Play journal of each ruleset, in the system's rules pack (packs/_source/shelf-wars-rules). */
export const HOW_TO_PLAY = {
  "precious-moments": "jr9cb1124679d428",
  "knight-fight": "jra4dcfdd7271660",
  "angry-miniatures": "jr31eec391055619",
} as const satisfies Record<RulesetId, string>;

const RULES_PACK = `${SYSTEM_ID}.shelf-wars-rules`;
export const WELCOMED_KEY = settingKey("core", "welcomed");
export const WELCOME_NOTICE: NoticeKind = { flag: "welcome" };

/** The rulesets in play in this world, most figures first: what its actors are. */
export function rulesetsInPlay(): RulesetId[] {
  const counts = new Map<RulesetId, number>();
  for (const actor of game.actors ?? []) {
    const ruleset = rulesetOfActorType(actor.type as string);
    if (ruleset) counts.set(ruleset, (counts.get(ruleset) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([ruleset]) => ruleset);
}

function journalLink(ruleset: RulesetId): string {
  const name = localize(`SHELFWARS.Welcome.Journal.${ruleset}`);
  return `@UUID[Compendium.${RULES_PACK}.JournalEntry.${HOW_TO_PLAY[ruleset]}]{${name}}`;
}

/**
 * On a world's first load with Shelf Wars, the active GM is offered the How to Play journals: a
 * note whispered to the GMs links the three, the ruleset the world's figures belong to first, and
 * that journal opens. A world setting remembers it was offered, so it comes once.
 */
export async function offerHowToPlay(): Promise<void> {
  if (!isActiveGm() || readSetting(WELCOMED_KEY) === true) return;
  await writeSetting(WELCOMED_KEY, true);
  const inPlay = rulesetsInPlay();
  const order = [...inPlay, ...RULESET_IDS.filter((id) => !inPlay.includes(id))];
  const lines = order.map((ruleset) => `<li>${journalLink(ruleset)}${ruleset === inPlay[0] ? ` <em>${localize("SHELFWARS.Welcome.InPlay")}</em>` : ""}</li>`);
  const content = `<section class="shelf-wars sw-welcome"><h3>${localize("SHELFWARS.Welcome.Title")}</h3><p>${localize("SHELFWARS.Welcome.Body")}</p><ul>${lines.join("")}</ul><p>${format("SHELFWARS.Welcome.Later", { pack: localize("SHELFWARS.Welcome.Pack") })}</p></section>`;
  await postNotice(WELCOME_NOTICE, { content, whisper: gmIds(), speaker: { alias: localize("SHELFWARS.Welcome.Speaker") } });
  const first = inPlay[0];
  if (first) {
    const entry = (await fromUuid(`Compendium.${RULES_PACK}.JournalEntry.${HOW_TO_PLAY[first]}` as never)) as { sheet?: { render(force: boolean): unknown } } | null;
    entry?.sheet?.render(true);
  }
}

export function registerWelcome(): void {
  registerHiddenWorldSetting(WELCOMED_KEY, false);
  // `on`, not `once`: ready fires once per client in Foundry; the stand-in runs several clients in one page.
  Hooks.on("ready", () => void offerHowToPlay().catch((error: unknown) => console.error(`${SYSTEM_ID} | welcome`, error)));
}
