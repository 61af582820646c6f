// The browser fixtures must hold the context the system's code really passes to each template.
// Where that context comes from code that runs without Foundry (pure functions, the attack
// session with scripted dice, game.i18n stood in over the real English strings), this test
// builds it and requires each fixture case to have the same shape: the same keys, value types
// and nesting. So a renamed or added context field fails here until the fixture follows. The
// live contexts also go to test-results/browser-contexts/ for the browser run to render.
// Regenerate the fixture contexts from the code: SHELF_WARS_WRITE_FIXTURES=1 npx vitest run test/browser
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildEnglish, flattenKeys } from "../../tools/lib/lang.mjs";
import { StandInI18n } from "../foundry-stand-in/i18n";
import { ScriptedRoller } from "../../src/rules/common/dice";
import { rollInitiative } from "../../src/rules/angry-miniatures/game-setup";
import type { AmFigure } from "../../src/rules/angry-miniatures/figure";
import { initiativeCardContext } from "../../src/foundry/combat/initiative-card";
import { AttackSession, type AttackChoices, type AttackTable, type DiceResolver } from "../../src/foundry/angry-miniatures/table/attack-session";
import type { TableFigure } from "../../src/foundry/angry-miniatures/table/table-figure";
import { localize } from "../../src/foundry/angry-miniatures/table/labels";
import { attackCardContext } from "../../src/foundry/angry-miniatures/table/card-context";
import type { TrackerBanner, TurnActivationContext } from "../../src/foundry/combat/turn-context";
import { AM_FIGURE_TABS, figureSheetContext, type PendingStats } from "../../src/foundry/angry-miniatures/sheets/figure-sheet-context";
import { figureTabsContext } from "../../src/foundry/sheets/figure-tabs";
import { teamSheetContext } from "../../src/foundry/angry-miniatures/sheets/team-sheet-context";
import { sideColourContext } from "../../src/foundry/sides/side-colour-context";
import { notesContext } from "../../src/foundry/sheets/notes";
import { dieChip } from "../../src/foundry/dice/die-chip";
import { missingMember, teamMemberOf, teamTotals } from "../../src/foundry/angry-miniatures/documents/team-members";
import type { FigureSource } from "../../src/data/angry-miniatures/figure-source";
import type { AmFigureModel } from "../../src/foundry/angry-miniatures/documents/figure-model";
import { CARD_STATES, type CardState } from "../../src/foundry/chat/card-types";
import { PM_FIGURE_TABS, pmFigureSheetContext } from "../../src/foundry/precious-moments/sheets/figure-sheet-context";
import { pmChoirSheetContext } from "../../src/foundry/precious-moments/sheets/choir-sheet-context";
import { choirBudget, choirMemberOf, choirTotals, missingChoirMember } from "../../src/foundry/precious-moments/documents/choir-members";
import type { PmFigureModel } from "../../src/foundry/precious-moments/documents/figure-model";
import type { PmFigureSource } from "../../src/data/precious-moments/figure-source";
import type { AutomationLevel } from "../../src/foundry/settings/automation";
import { tokenHudView } from "../../src/foundry/hud/hud-view";
import { kfHudDecisions } from "../../src/foundry/knight-fight/play/hud-actions";
import { amHudDecisions } from "../../src/foundry/angry-miniatures/play/hud-actions";
import { pmHudDecisions } from "../../src/foundry/precious-moments/play/hud-actions";
import { fixtureCaseChecker } from "./fixture-cases";
import { tablePlayContext } from "../../src/foundry/solo/table-play-context";
import { thoughtContext } from "../../src/foundry/solo/thought-line";
import { amGameEndContext } from "../../src/foundry/angry-miniatures/play/game-end-context";

const FIXTURES = path.join(import.meta.dirname, "fixtures");
const LIVE = path.join(import.meta.dirname, "..", "..", "test-results", "browser-contexts");

const checkCases = fixtureCaseChecker(FIXTURES, LIVE);

/** The notes partial's context as the sheets build it (enriched text: the stored HTML, as enrichHTML leaves plain HTML). */
function notesFor(documentUuid: string, value: string, editable: boolean) {
  return notesContext({ name: "system.notes", value, enriched: value, editable, documentUuid, label: "SHELFWARS.AngryMiniatures.Documents.Sheet.Notes" });
}

// --- Angry Miniatures figures on a square scene (token ids as TableFigure ids) -------------------
function figure(id: string, name: string, side: string, sheet: AmFigure, position: { i: number; j: number }, health: number): TableFigure {
  return { id, name, actorUuid: `Scene.shelf.Token.${id}.Actor.${id}`, side, sheet, position, health, statuses: {} };
}

const FIGURES: TableFigure[] = [
  figure("brakka", "Brakka the Ogre", "hostile", { name: "Brakka the Ogre", mind: 1, body: 5, spirit: 3, attackTypes: ["melee"], perk: "brutish", flaw: "stupid", crit: "forceful-weapon", presentation: "male" }, { i: 3, j: 3 }, 6),
  figure("twinkle", "Twinkletoes the Pixie", "friendly", { name: "Twinkletoes the Pixie", mind: 4, body: 2, spirit: 3, attackTypes: ["magic"], perk: "winged", flaw: "small-flaw", crit: "frost-magic", presentation: "female" }, { i: 3, j: 4 }, 3),
  figure("gideon", "Sir Gideon Teacup", "friendly", { name: "Sir Gideon Teacup", mind: 3, body: 3, spirit: 3, attackTypes: ["range"], perk: "scope", flaw: "no-helmet", crit: "dynamic-attacker", presentation: "male" }, { i: 1, j: 7 }, 4),
  figure("mossback", "Mossback the Bog Witch", "hostile", { name: "Mossback the Bog Witch", mind: 4, body: 1, spirit: 4, attackTypes: ["magic"], perk: "wicked-staff", flaw: "unlucky", crit: "volatile-magic", presentation: "androgynous" }, { i: 5, j: 4 }, 3),
  figure("duchess", "Duchess Porcelaine von Doily-Hathersage", "friendly", { name: "Duchess Porcelaine von Doily-Hathersage", mind: 2, body: 4, spirit: 3, attackTypes: ["melee", "range"], perk: "multi-class", flaw: "chainmail-bikini", crit: "dual-wielding", presentation: "female" }, { i: 3, j: 5 }, 4),
];

function table(overrides: Partial<AttackTable> = {}): AttackTable {
  return {
    figures: FIGURES,
    diagonalRule: "equidistant",
    sightRequired: true,
    experimentalMeleeDefender: false,
    levels: { reach: "warn", lineOfSight: "warn" },
    lineOfSight: () => ({ clear: true }),
    ...overrides,
  };
}

function session(attackerId: string, choices: Partial<AttackChoices>, tableOverrides: Partial<AttackTable> = {}): AttackSession {
  const s = new AttackSession(table(tableOverrides), attackerId, choices.targetId);
  s.update(choices);
  return s;
}

/** Rolls with scripted poker ranks (1 = 9 ... 6 = A) in place of Foundry's dice. */
function scripted(ranks: number[]): DiceResolver {
  return async (compute) => ({ result: compute(new ScriptedRoller(ranks)), rolls: [] });
}

let FigureModelClass: typeof AmFigureModel;

beforeAll(async () => {
  // The attack card shows each figure's portrait and its team's colour: one team, Brakka in it.
  const team = { uuid: "Actor.marauders00000001", name: "The Mantelpiece Marauders", type: "angry-miniatures-team", system: { memberUuids: ["Scene.shelf.Token.brakka.Actor.brakka"], color: "#2f6fb3" } };
  Object.assign(globalThis, {
    // The table plays one side (solo play's world setting, read by the "Played by" partial).
    game: {
      i18n: new StandInI18n(flattenKeys(buildEnglish())),
      actors: [team],
      settings: { get: (_scope: string, key: string) => (key === "core.tableSides" ? { "team:Actor.team22": "sensible" } : undefined) },
    },
    fromUuidSync: (uuid: string) => (uuid === team.uuid ? team : { img: "icons/svg/mystery-man.svg" }),
  });
  // figure-model.ts extends foundry's TypeDataModel when it loads; only its prepareDerivedData
  // is used here, on a plain object, so an empty base class is enough.
  const scope = globalThis as { foundry?: unknown };
  const hadFoundry = "foundry" in scope;
  if (!hadFoundry) scope.foundry = { abstract: { TypeDataModel: class {} } };
  FigureModelClass = (await import("../../src/foundry/angry-miniatures/documents/figure-model")).AmFigureModel;
  if (!hadFoundry) delete scope.foundry;
});

/** A figure actor's system as AmFigureModel.prepareDerivedData leaves it, for a stored source. */
function figureSystem(source: FigureSource, name: string): AmFigureModel {
  const system = Object.assign(Object.create(FigureModelClass.prototype) as AmFigureModel, { _source: source, parent: { name } });
  system.prepareDerivedData();
  return system;
}

function figureSource(overrides: Partial<FigureSource>): FigureSource {
  return { mind: 3, body: 3, spirit: 3, attackTypes: ["melee"], perk: "swift", flaw: "unlucky", crit: "dynamic-attacker", critTrigger: [], presentation: "androgynous", health: { value: 4 }, notes: "", ...overrides };
}

function figureActor(id: string, name: string, source: FigureSource, img = "icons/svg/mystery-man.svg") {
  return { uuid: `Actor.${id}`, name, img, type: "angry-miniatures-figure", system: figureSystem(source, name) };
}

describe("browser fixtures hold the contexts the code builds", () => {
  it("templates/combat/initiative-card.hbs: initiativeCardContext over rollInitiative", () => {
    const marauders = { key: "team:Actor.mantelMarauders", name: "The Mantelpiece Marauders", colour: "#2f6fb3" };
    const curio = { key: "team:Actor.grandmasCurio", name: "Grandma's Curio Cabinet", colour: "#c2407a" };
    const neutral = { key: "disposition:neutral", name: "Neutral" };
    const sides = [marauders, curio];
    const keys = (list: { key: string }[]) => list.map((s) => s.key);
    // Both throw a Queen (rank 4), then the tie rerolls: 10 against Ace.
    const tie = rollInitiative(keys(sides), new ScriptedRoller([4, 4, 2, 6]));
    const three = rollInitiative(keys([marauders, curio, neutral]), new ScriptedRoller([5, 3, 1]));
    const alone = rollInitiative(keys([curio]), new ScriptedRoller([]));
    checkCases("combat/initiative-card.json", {
      "two teams, tie rerolled": initiativeCardContext(2, sides, tie),
      "three sides, no tie": initiativeCardContext(1, [marauders, curio, neutral], three),
      unopposed: initiativeCardContext(4, [curio], alone),
    });
  });

  const rolls = {
    melee: async () => (await session("brakka", { targetId: "twinkle", attackType: "melee" }).roll(scripted([5, 4, 3, 3, 1, 2, 6, 2, 1, 1, 1, 1, 1]))).context,
    range: async () => (await session("gideon", { targetId: "brakka", attackType: "range" }, { lineOfSight: () => ({ clear: false, blockedBy: "Bookshelf wall" }) }).roll(scripted([1, 2, 1, 1, 3, 4, 5, 1, 2, 2, 2, 2, 2]))).context,
    magic: async () => (await session("mossback", { targetId: "twinkle", attackType: "magic" }).roll(scripted([6, 5, 4, 3, 2, 1, 1, 2, 3, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1]))).context,
  };

  it("templates/angry-miniatures/play/attack-card.hbs: AttackSession.roll with scripted dice", async () => {
    const melee = await rolls.melee();
    const range = await rolls.range();
    const magic = await rolls.magic();
    expect(melee.contests[0]?.winner).toBe("attacker");
    expect(range.contests[0]?.winner).toBe("defender");
    expect(magic.contests.length).toBeGreaterThanOrEqual(2);
    // The magic card as the GM's client rewrites it once a player said Brakka is not in cover and a
    // GM said Twinkletoes is (its cover die rolled): the other defender's question stays open.
    const confirmed = new AttackSession(table(), "mossback", "twinkle", undefined, ["twinkle"]);
    confirmed.update({ targetId: "twinkle", attackType: "magic" });
    const area = await confirmed.roll(scripted([6, 5, 4, 3, 2, 1, 1, 2, 3, 1, 1, 2, 2, 4, 1, 1, 1, 1, 1, 1]));
    const answered = attackCardContext(area.outcome, FIGURES, {
      coverAnswers: [
        { figure: "brakka", inCover: false, userName: "Bea" },
        { figure: "twinkle", inCover: true, userName: "Gamemaster" },
      ],
    });
    expect(answered.coverNotes).toHaveLength(2);
    expect(answered.contests.find((c) => c.defenderId === "twinkle")?.defence.modifiers.map((m) => m.label)).toContain("Cover");
    expect(answered.contests.filter((c) => c.coverQuestion !== null).map((c) => c.defenderId)).toEqual(["duchess"]);
    checkCases("angry-miniatures/play/attack-card.json", {
      "melee win": melee,
      "range, defender wins, sight warning": range,
      "magic on several defenders": magic,
      "magic, two defenders' sides answered on cover": answered,
    });
  });

  it("templates/angry-miniatures/play/pool.hbs: a PoolView from the attack card context", async () => {
    const melee = await rolls.melee();
    const magic = await rolls.magic();
    checkCases("angry-miniatures/play/pool.json", { "attack pool": melee.attack, "defence pool": magic.contests[0]?.defence });
  });

  it("templates/angry-miniatures/play/attack-dialog.hbs: AttackSession.view plus the roll label", () => {
    const view = (s: AttackSession) => ({ ...s.view(), rollLabel: localize("AmPlay.Dialog.Roll") });
    checkCases("angry-miniatures/play/attack-dialog.json", {
      "melee, adjacent target": view(session("brakka", { targetId: "twinkle", attackType: "melee", charging: true })),
      "magic area, sight warning": view(session("mossback", { targetId: "duchess", attackType: "magic", cover: ["duchess"] }, { lineOfSight: () => ({ clear: false, blockedBy: "Bookshelf wall" }) })),
      "two attack types, range refused": view(
        session("duchess", { targetId: "mossback", attackType: "range" }, { levels: { reach: "enforce", lineOfSight: "enforce" }, lineOfSight: () => ({ clear: false, blockedBy: "Bookshelf wall" }) }),
      ),
    });
  });

  // The tracker's contexts need live Combat documents; these are typed against the code's own
  // interfaces (tsc checks them) and written out by the write mode like the others.
  it("templates/combat/tracker-banner.hbs: the swBanner part context (turn-context.ts trackerBanner)", () => {
    const banner = (swBanner: TrackerBanner | null) => ({ swBanner });
    checkCases("combat/tracker-banner.json", {
      "GM, a figure activating": banner({ round: 2, phaseLabel: null, upName: "Grandma's Curio Cabinet", activeName: "Duchess Porcelaine von Doily-Hathersage", canPass: true, passLabel: "SHELFWARS.Combat.Tracker.Pass.alternate-sides", notes: [], actions: [] }),
      "player, side up": banner({ round: 1, phaseLabel: null, upName: "The Mantelpiece Marauders", activeName: null, canPass: false, passLabel: "SHELFWARS.Combat.Tracker.Pass.alternate-sides", notes: [], actions: [] }),
      "a ruleset's notes (Knight Fight dice pools)": banner({ round: 3, phaseLabel: null, upName: "Mistress Quillon of the Long Bow", activeName: null, canPass: true, passLabel: "SHELFWARS.Combat.Tracker.Pass.speed-order", notes: ["The Knights of the Mantelpiece: 23 dice in the pool", "Grandma's Curio Cabinet Irregulars: 0 dice in the pool"], actions: [] }),
      "a ruleset's GM button (Precious Moments: call the game)": banner({
        round: 4,
        phaseLabel: "SHELFWARS.PreciousMoments.Phase.movement",
        upName: "The Sunday School Seraphim of Saint Agatha's",
        activeName: null,
        canPass: true,
        passLabel: "SHELFWARS.Combat.Tracker.Pass.alternate-sides",
        notes: ["The Sunday School Seraphim of Saint Agatha's: 3 in play, current Value $61", "Grandma's Curio Cabinet Carollers: 1 in play, current Value $9"],
        actions: [{ id: "pm-call-game", label: "Call the game", icon: "fa-solid fa-flag-checkered" }],
      }),
      "the table plays a side (GM): pause, take over": banner({
        round: 2,
        phaseLabel: null,
        upName: "The Gloomfen Briar Pack",
        activeName: "Gorla the Cleaver",
        canPass: true,
        passLabel: "SHELFWARS.Combat.Tracker.Pass.alternate-sides",
        notes: [],
        actions: [
          { id: "solo:pause", label: "Pause the table", icon: "fa-solid fa-pause" },
          { id: "solo:take-over", label: "Take over this activation", icon: "fa-solid fa-hand" },
        ],
      }),
      "the table stopped, saying why (GM)": banner({
        round: 3,
        phaseLabel: null,
        upName: "The Gloomfen Briar Pack",
        activeName: null,
        canPass: true,
        passLabel: "SHELFWARS.Combat.Tracker.Pass.alternate-sides",
        notes: ["The table is paused. Gorla the Cleaver stands outside the scene, in its padding: move it onto the scene."],
        actions: [{ id: "solo:resume", label: "Let the table play on", icon: "fa-solid fa-play" }],
      }),
      "combat not started": banner(null),
    });
  });

  it("templates/combat/turn-controls.hbs: turnActivationContext plus the combatant's name (tracker.ts _onRender)", () => {
    const row = (name: string, turn: TurnActivationContext) => ({ ...turn, name });
    const base: TurnActivationContext = { sideName: "Grandma's Curio Cabinet", sideColour: "#c2407a", activated: false, activating: false, defeated: false, defeatedLabel: "SHELFWARS.Combat.Tracker.Defeated.angry-miniatures", canActivate: false, inTurn: false, canEnd: false, canToggleMark: false, notes: [] };
    checkCases("combat/turn-controls.json", {
      "GM, side up, not yet activated": row("Twinkletoes the Pixie", { ...base, canActivate: true, inTurn: true, canToggleMark: true }),
      "owner, activating": row("Duchess Porcelaine von Doily-Hathersage", { ...base, activating: true, canEnd: true }),
      "player, already activated": row("Sir Gideon Teacup", { ...base, activated: true }),
      "GM, out of turn, activated": row("Brakka the Ogre", { ...base, sideName: "The Mantelpiece Marauders", sideColour: "#2f6fb3", activated: true, canActivate: true, canToggleMark: true }),
      "a ruleset's notes (Knight Fight action points and danger)": row("Mistress Quillon of the Long Bow", { ...base, activating: true, canEnd: true, notes: ["3 action points", "2 danger"] }),
      "a killed figure (Knight Fight), greyed row": row("Mistress Quillon of the Long Bow", { ...base, sideName: "The Mantelpiece Marauders", sideColour: "#2f6fb3", defeated: true, defeatedLabel: "SHELFWARS.Combat.Tracker.Defeated.knight-fight", canToggleMark: true }),
    });
  });

  // Built on first use: AmFigureModel is loaded in beforeAll.
  let cached: ReturnType<typeof buildActors> | undefined;
  function buildActors() {
    return {
      brakka: figureActor("brakkaOgre000001", "Brakka the Ogre", figureSource({ mind: 1, body: 5, spirit: 3, perk: "brutish", flaw: "stupid", crit: "forceful-weapon", presentation: "male", health: { value: 6 }, notes: "<p>Smells of old varnish. Hits very hard, thinks very little.</p>" })),
      duchess: figureActor("duchessDoily0001", "Duchess Porcelaine von Doily-Hathersage", figureSource({ mind: 2, body: 4, spirit: 3, attackTypes: ["melee", "range"], perk: "multi-class", flaw: "chainmail-bikini", crit: "dual-wielding", critTrigger: ["K", "K", "A"], presentation: "female", health: { value: 2 } })),
      pudding: figureActor("puddingham000001", "Sir Reginald Puddingham", figureSource({ mind: 2, body: 3, spirit: 4, perk: "swift", flaw: "fat", crit: "commanding", presentation: "male", health: { value: 0 } })),
      broken: figureActor("chippedShepherd1", "The Chipped Shepherdess", figureSource({ mind: 8, body: 1, spirit: 1, attackTypes: ["magic"], perk: "companion", flaw: "stupid", crit: "magic-heal", presentation: "female", health: { value: 3 } })),
      relic: figureActor("importedRelic001", "The Imported Relic", figureSource({ mind: 3, body: 3, spirit: 3, attackTypes: ["psionic"], perk: "laser-eyes", flaw: "fat", crit: "regenerate", critTrigger: ["A", "Joker"], presentation: "androgynous", health: { value: 2 } })),
    };
  }
  const actors = () => (cached ??= buildActors());

  it("templates/angry-miniatures/sheets/figure-sheet.hbs: figureSheetContext over AmFigureModel.prepareDerivedData", () => {
    const { brakka, duchess, pudding, broken, relic } = actors();
    const marauders = { name: "The Mantelpiece Marauders", uuid: "Actor.marauders0000001" };
    const sheet = (actor: typeof brakka, editable: boolean, pending: PendingStats | null, seat: { gm?: boolean; side?: typeof marauders; buildLocked?: boolean; editing?: boolean } = {}) => ({
      figure: figureSheetContext(actor, { editable, pending, ...seat }),
      tabs: figureTabsContext(AM_FIGURE_TABS, null),
      notes: notesFor(actor.uuid, "<p>Painted in <strong>two</strong> evenings; the left horn is glued.</p>", editable),
    });
    checkCases("angry-miniatures/sheets/figure-sheet.json", {
      "Brakka, legal, editable": sheet(brakka, true, null, { side: marauders }),
      "multi-class, custom crit trigger, stat line pending": sheet(duchess, true, { mind: 3, body: 4, spirit: 3 }),
      "Swift and Fat warning, defeated": sheet(pudding, true, null),
      "defeated, the GM's sheet, in a team": sheet(pudding, true, null, { gm: true, side: marauders }),
      "stored illegal build, read-only": sheet(broken, false, null),
      "stored unknown perk, attack type and trigger face (renamed or imported), editable": sheet(relic, true, null),
      "a player's sheet while a game runs: build locked": sheet(brakka, true, null, { side: marauders, buildLocked: true }),
      "play mode: the build read as text, the attack at hand": sheet(brakka, true, null, { side: marauders, editing: false }),
    });
  });

  it("templates/angry-miniatures/sheets/trait-picker.hbs: one picker as figure-sheet.hbs passes it", () => {
    const { duchess, broken } = actors();
    const figure = figureSheetContext(broken, { editable: true, pending: null });
    const duchessFigure = figureSheetContext(duchess, { editable: true, pending: null });
    checkCases("angry-miniatures/sheets/trait-picker.json", {
      "perk the source leaves undefined": { picker: figure.perk, uuid: figure.uuid, key: "perk" },
      crit: { picker: duchessFigure.crit, uuid: duchessFigure.uuid, key: "crit" },
    });
  });

  it("templates/shared/notes.hbs: notesContext as every sheet passes it", () => {
    const value = "<p>Bought at a car-boot sale; <em>one</em> ear is chipped. A secret: it hums at night.</p>";
    checkCases("shared/notes.json", {
      "editable: the rich-text editor": notesFor("Actor.brakka0000000001", value, true),
      "read-only: the enriched text": notesFor("Actor.brakka0000000001", value, false),
    });
  });

  it("templates/hud/token-hud-actions.hbs: tokenHudView over each ruleset's HUD decisions", () => {
    const kf = { owner: true, defeated: false, inForce: true, activating: true, wagered: true, actionPoints: 3, danger: 1 };
    const pm = { owner: true, defeated: false, inCombat: true, phase: "movement", activating: true, sung: false, walked: { distance: 1.5, allowance: 5 } } as const;
    checkCases("hud/token-hud-actions.json", {
      "Knight Fight, activating with points: all but Wager": tokenHudView("Sir Gideon Teacup", kfHudDecisions(kf)),
      "Knight Fight, the other side's figure: every action greyed": tokenHudView("Mother Agnes of the Sling", kfHudDecisions({ ...kf, owner: false })),
      "Angry Miniatures, activating": tokenHudView("Duchess Porcelaine von Doily-Hathersage", amHudDecisions({ owner: true, defeated: false, legal: true, inCombat: true, activating: true, attacked: false })),
      "Precious Moments, movement phase: inches left": tokenHudView("Birthday Bear Hug", pmHudDecisions(pm)),
      "Precious Moments, singing phase, already sung": tokenHudView("Birthday Bear Hug", pmHudDecisions({ ...pm, phase: "singing", sung: true, walked: { distance: 0, allowance: 12 } })),
    });
  });

  it("templates/shared/side-colour.hbs: sideColourContext as the side sheets pass it, swatch and control", () => {
    checkCases("shared/side-colour.json", {
      "a GM's editable sheet: swatch and colour input": { ...sideColourContext({ uuid: "Actor.force30", system: { color: "#b4bcc8" } }, { editable: true, isGM: true }), swatch: true, control: true },
      "a player's sheet: the swatch only": { ...sideColourContext({ uuid: "Actor.team22", system: { color: "#5b2a86" } }, { editable: true, isGM: false }), swatch: true, control: true },
    });
  });

  it("templates/angry-miniatures/play/game-end-card.hbs: amGameEndContext over the tracker's sides", () => {
    const names = new Map([
      ["team:Actor.marauders", { name: "The Mantelpiece Marauders", colour: "#2f6fb3" }],
      ["team:Actor.curio", { name: "Grandma's Curio Cabinet Irregulars of the Second Shelf" }],
    ]);
    checkCases("angry-miniatures/play/game-end-card.json", {
      "a win": amGameEndContext({ kind: "win", winner: "team:Actor.marauders", losers: ["team:Actor.curio"] }, names),
      "a draw": amGameEndContext({ kind: "draw", sides: ["team:Actor.marauders", "team:Actor.curio"] }, names),
    });
  });

  it("templates/chat/table-thought.hbs: thoughtContext, the table's line per step in solo play", () => {
    const line = (key: string, data: Record<string, string | number>) => (game as unknown as { i18n: { format(k: string, d: object): string } }).i18n.format(`SHELFWARS.${key}`, data);
    checkCases("chat/table-thought.json", {
      "an attack's odds": thoughtContext(line("Solo.Am.AttackCharging", { figure: "Gorla the Cleaver", target: "Pip Longshot", attackType: "Melee", win: 85, damage: "1.8", back: "0.2" })),
      "a walk, a long name": thoughtContext(line("Solo.Am.WalkTowards", { figure: "Duchess Porcelaine von Doily-Hathersage", square: "K7", prey: "Sir Reginald Puddingham of the Lower Shelf" })),
      "the table stopped": thoughtContext(line("Solo.Stopped", { reason: "Gorla the Cleaver stands outside the scene, in its padding: move it onto the scene." }), true),
    });
  });

  it("templates/shared/table-play.hbs: tablePlayContext as the Angry Miniatures team sheet passes it", () => {
    checkCases("shared/table-play.json", {
      "a GM's editable sheet, its players play it": tablePlayContext({ uuid: "Actor.team21" }, ["sensible", "search"], { editable: true, isGM: true }),
      "a GM's editable sheet, the table plays it": tablePlayContext({ uuid: "Actor.team22" }, ["sensible", "search"], { editable: true, isGM: true }),
      "a player's sheet, the table plays it": tablePlayContext({ uuid: "Actor.team22" }, ["sensible", "search"], { editable: true, isGM: false }),
      "a player's sheet, its players play it: nothing": tablePlayContext({ uuid: "Actor.team21" }, ["sensible", "search"], { editable: true, isGM: false }),
    });
  });

  it("templates/shared/die.hbs: dieChip, the one die chip of every ruleset's cards, in each mark", () => {
    checkCases("shared/die.json", {
      "a plain d6": dieChip(5),
      "a poker hit": dieChip("K", "hit"),
      "a poker Ace": dieChip("A", "ace"),
      "a miss": dieChip(2, "miss"),
      "the winning die": dieChip("A", "wins"),
      "a tied die": dieChip(7, "tied"),
      "a card's own words": dieChip(6, "hit", "6: scores an action point"),
    });
  });

  it("templates/angry-miniatures/sheets/team-sheet.hbs: teamSheetContext over teamMemberOf / teamTotals", () => {
    const { brakka, duchess, pudding, broken } = actors();
    const members = [...[brakka, duchess, pudding, broken].map(teamMemberOf), missingMember("Compendium.shelf-wars.angry-miniatures-figures.Actor.gone000000000000", "Sir Lostalot")];
    const team = (name: string, list: typeof members, editable: boolean) => ({
      team: teamSheetContext({ uuid: `Actor.team${name.length}`, name, img: "icons/svg/castle.svg", members: list, totals: teamTotals(list) }, { editable, teamSize: 3 }),
      notes: notesFor(`Actor.team${name.length}`, "<p>Lives on the top shelf, above the radiator.</p>", editable),
      sideColour: sideColourContext({ uuid: `Actor.team${name.length}`, system: { color: "#5b2a86" } }, { editable, isGM: true }),
      tablePlay: tablePlayContext({ uuid: `Actor.team${name.length}` }, ["sensible", "search"], { editable, isGM: true }),
    });
    checkCases("angry-miniatures/sheets/team-sheet.json", {
      "four figures, one defeated, one illegal, one missing, editable (not 3: the size warning)": team("Grandma's Curio Cabinet", members, true),
      "three figures, editable": team("The Windowsill Watch", members.slice(0, 3), true),
      "empty, read-only": team("The Mantelpiece Marauders", [], false),
    });
  });

  it("templates/chat/card-controls.hbs: { hasChanges, state } as cards.ts postCard renders it, for every card state", () => {
    const controls = (hasChanges: boolean, state: CardState) => ({ hasChanges, state });
    checkCases("chat/card-controls.json", {
      ...Object.fromEntries(CARD_STATES.map((state) => [`${state}, with a plan`, controls(true, state)])),
      "pending, nothing to apply": controls(false, "pending"),
    });
  });
});

// --- Precious Moments sheets ----------------------------------------------------------------------
describe("browser fixtures hold the Precious Moments sheet contexts the code builds", () => {
  let PmFigureModelClass: typeof PmFigureModel;
  beforeAll(async () => {
    Object.assign(globalThis, { game: { i18n: new StandInI18n(flattenKeys(buildEnglish())) } });
    // figure-model.ts extends foundry's TypeDataModel when it loads; only prepareDerivedData is used here.
    const scope = globalThis as { foundry?: unknown };
    const hadFoundry = "foundry" in scope;
    if (!hadFoundry) scope.foundry = { abstract: { TypeDataModel: class {} } };
    PmFigureModelClass = (await import("../../src/foundry/precious-moments/documents/figure-model")).PmFigureModel;
    if (!hadFoundry) delete scope.foundry;
  });

  function pmActor(id: string, name: string, overrides: Partial<PmFigureSource>) {
    const source: PmFigureSource = { cuteness: 7, brightness: 5, piety: 4, devotion: { items: 1, activities: 1 }, startingValue: 20, value: 20, notes: "", ...overrides };
    const system = Object.assign(Object.create(PmFigureModelClass.prototype) as PmFigureModel, { _source: source, parent: { name } });
    system.prepareDerivedData();
    return { uuid: `Actor.${id}`, name, img: "icons/svg/angel.svg", type: "precious-moments-figure", system };
  }

  function pmActors() {
    return {
      angel: pmActor("angelOnCloud0001", "Angel on a Cloud", { cuteness: 8, brightness: 6, piety: 6, devotion: { items: 3, activities: 0 }, startingValue: 42, value: 42 }),
      shepherd: pmActor("littleShepherd01", "Little Shepherd with Lamb", { cuteness: 9, brightness: 4, piety: 5, devotion: { items: 1, activities: 0 }, startingValue: 24, value: 11 }),
      clown: pmActor("clownBalloons001", "Clown with Balloons", { cuteness: 6, brightness: 10, piety: 0, devotion: { items: 0, activities: 0 }, startingValue: 17, value: -2 }),
      broken: pmActor("handTypedCherub1", "The Hand-typed Cherub", { cuteness: 14, brightness: 2.5, piety: null, devotion: { items: -1, activities: 0 }, startingValue: 0, value: 3 }),
    };
  }

  it("templates/precious-moments/sheets/figure-sheet.hbs: pmFigureSheetContext over PmFigureModel.prepareDerivedData", () => {
    const { angel, shepherd, clown, broken } = pmActors();
    const frontRoom = { name: "The Front Room Choir", uuid: "Actor.frontRoomChoir01" };
    const sheet = (actor: typeof angel, editable: boolean, seat: { gm?: boolean; side?: typeof frontRoom } = {}) => ({
      figure: pmFigureSheetContext(actor, { editable, ...seat }),
      tabs: figureTabsContext(PM_FIGURE_TABS, null),
      notes: notesFor(actor.uuid, "<p>Bought at a church fête; the left wing was glued back on.</p>", editable),
    });
    checkCases("precious-moments/sheets/figure-sheet.json", {
      "legal, full Value, editable": sheet(angel, true, { side: frontRoom }),
      "humiliated, Piety typed directly, editable": sheet(shepherd, true),
      "in Heaven, read-only": sheet(clown, false),
      "in Heaven, the GM's sheet, in a choir": sheet(clown, true, { gm: true, side: frontRoom }),
      "stored data breaking several rules, editable": sheet(broken, true),
    });
  });

  it("templates/precious-moments/sheets/choir-sheet.hbs: pmChoirSheetContext over choirMemberOf / choirTotals / choirBudget", () => {
    const { angel, shepherd, clown, broken } = pmActors();
    const members = [...[angel, shepherd, clown, broken].map(choirMemberOf), missingChoirMember("Compendium.shelf-wars.precious-moments-figures.Actor.gone000000000000", "The Lost Lamb")];
    const choir = (name: string, list: typeof members, budget: number, level: AutomationLevel, editable: boolean) => ({
      choir: pmChoirSheetContext({ uuid: `Actor.choir${name.length}`, name, img: "icons/svg/temple.svg", members: list, totals: choirTotals(list), budget: choirBudget(list, budget, level, name) }, { editable }),
      notes: notesFor(`Actor.choir${name.length}`, "<p>Sings from the china cabinet in the front room.</p>", editable),
      sideColour: sideColourContext({ uuid: `Actor.choir${name.length}`, system: { color: "#e07aa5" } }, { editable, isGM: true }),
    });
    checkCases("precious-moments/sheets/choir-sheet.json", {
      "over budget, one in Heaven, one illegal, one missing, editable": choir("The Front Room Choir", members, 75, "warn", true),
      "within budget, check off, read-only": choir("The Windowsill Trio", members.slice(0, 2), 125, "off", false),
      "empty, editable": choir("A New Choir", [], 125, "warn", true),
    });
  });
});
