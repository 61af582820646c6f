import { isRuleViolation, RuleViolation } from "../../../rules/common/errors";
import { step } from "../../../rules/precious-moments/step";
import { PM_EDGES, type PmEdge, type PmSide } from "../../../rules/precious-moments/types";
import { ScriptedRoller } from "../../../rules/common/dice";
import { storedAreaService, type AreaHandle } from "../../canvas/area";
import { SYSTEM_ID, templatePath } from "../../shared/constants";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { pmStateFor } from "../combat/game-state";
import { pmLocalize } from "../documents/labels";
import { PM_ACTOR_TYPES } from "../documents/actor-types";
import { inchScene, type InchSceneLike } from "../movement/scene-inches";
import { coinTossCardContext, edgesCardContext, PM_SETUP_TEMPLATES } from "./setup-context";
import { readSetup, writeSetup, type PmSetupRecord } from "./setup-record";
import { zoneArea } from "./zones";
import { sceneHomeEdges } from "./scene-home-edges";
import { postNotice, type NoticeKind } from "../../shared/notices";

export const PM_SETUP_ACTIONS = { edge: "pm-home-edge", removeZones: "pm-remove-zones" } as const;

interface ChoirLike {
  readonly uuid: string;
  readonly name: string | null;
  readonly type: string;
}

async function post(template: string, context: object, sceneId: string, rolls: readonly Roll[] = []): Promise<ChatMessage.Implementation | null> {
  const content = await foundry.applications.handlebars.renderTemplate(templatePath(template), { ...context });
  return postNotice(PM_SETUP_NOTICE, { content, rolls, speaker: { alias: pmLocalize("Setup", "Speaker") }, data: { sceneId } });
}

function refuse(key: string): null {
  ui.notifications?.warn(pmLocalize("Setup", key));
  return null;
}

/** Removes the zones a set-up drew (GM); the handles are the record's, never a card's. */
async function removeZones(zones: readonly AreaHandle[]): Promise<void> {
  const service = storedAreaService();
  for (const zone of zones) await service.remove(zone);
}

/**
 * The coin toss (GM; DECISIONS "Set-up"): the rules toss the coin with a real Roll; the winner is
 * Player 1, who picks the home edge, and Player 2 deploys first. The toss starts the scene's
 * set-up record afresh (zones of an earlier set-up are removed) and is posted with the edge buttons.
 */
export async function tossCoin(scene: Scene.Implementation, first: ChoirLike, second: ChoirLike): Promise<ChatMessage.Implementation | null> {
  if (!game.user?.isGM || !scene.id) return null;
  if (first.type !== PM_ACTOR_TYPES.choir || second.type !== PM_ACTOR_TYPES.choir || first.uuid === second.uuid) return refuse("TwoChoirs");
  const names = { a: first.name ?? first.uuid, b: second.name ?? second.uuid };
  const state = pmStateFor({ phase: "coinToss", sides: { a: { name: names.a, homeEdge: null }, b: { name: names.b, homeEdge: null } } });
  const { result, rolls } = await resolveWithFoundryDice((roller) => step(state, { type: "tossCoin" }, roller).events, { denomination: "d" });
  const tossed = result.find((event) => event.type === "coinTossed");
  if (!tossed || tossed.type !== "coinTossed") throw new Error("Precious Moments: the rules tossed no coin");
  const earlier = readSetup(scene);
  if (earlier) await removeZones(earlier.zones);
  const record: PmSetupRecord = { choirs: { a: first.uuid, b: second.uuid }, names, player1: tossed.player1, edges: null, zones: [] };
  if (!(await writeSetup(scene, record))) return null;
  return post(PM_SETUP_TEMPLATES.coinToss, coinTossCardContext(names, tossed.roll, tossed.player1, sceneHomeEdges(scene)), scene.id, rolls);
}

interface RenderedMessage {
  readonly author: { isGM?: boolean } | null;
  getFlag(scope: string, key: string): unknown;
}

/** The scene a GM-posted set-up card is about; null for a player's message (which can carry any flags) or a non-GM user. */
function setupSceneOf(message: RenderedMessage): Scene.Implementation | null {
  if (!game.user?.isGM || !message.author?.isGM) return null;
  const flag = message.getFlag(SYSTEM_ID, PM_SETUP_NOTICE.flag) as { sceneId?: unknown } | undefined;
  const scene = typeof flag?.sceneId === "string" ? game.scenes?.get(flag.sceneId) : undefined;
  return (scene as Scene.Implementation | undefined) ?? null;
}

/**
 * Player 1's home edge, entered by the GM from the coin toss card: the rules give the other
 * choir the opposite edge; each side's deployment zone is drawn on the scene when it is the one
 * viewed. What counts is the scene's record (GM-written), not the card.
 */
export async function chooseHomeEdge(message: RenderedMessage, edge: string): Promise<ChatMessage.Implementation | null> {
  const scene = setupSceneOf(message);
  const record = scene ? readSetup(scene) : null;
  if (!scene?.id || !record) return null;
  if (record.edges) return refuse("EdgesChosen");
  if (!(PM_EDGES as readonly string[]).includes(edge)) return null;
  // The scene's offered edges are the rules' own: an edge it does not offer is refused, naming the rule.
  const state = pmStateFor({ phase: "chooseEdge", player1: record.player1, sides: { a: { name: record.names.a, homeEdge: null }, b: { name: record.names.b, homeEdge: null } }, homeEdges: sceneHomeEdges(scene) });
  let events;
  try {
    events = step(state, { type: "chooseEdge", edge: edge as PmEdge }, new ScriptedRoller([])).events;
  } catch (error) {
    if (!isRuleViolation(error)) throw error;
    ui.notifications?.warn(game.i18n?.format(`SHELFWARS.${error.code}`, Object.fromEntries(Object.entries(error.data).map(([k, v]) => [k, String(v)]))) ?? error.message);
    return null;
  }
  const chosen = events.find((e) => e.type === "homeEdgeChosen");
  if (!chosen || chosen.type !== "homeEdgeChosen") throw new RuleViolation("PreciousMoments.Rule.UnknownEdge", `Home edge: "${edge}" is not a table edge.`, { edge });
  const player2: PmSide = record.player1 === "a" ? "b" : "a";
  const edges = { [record.player1]: chosen.edge, [player2]: chosen.opponentEdge } as Record<PmSide, PmEdge>;
  const zones = await drawZones(scene, edges);
  if (!(await writeSetup(scene, { ...record, edges, zones }))) return null;
  return post(PM_SETUP_TEMPLATES.edges, edgesCardContext(record.names, record.player1, chosen.edge, chosen.opponentEdge, zones.length > 0), scene.id);
}

/** Both zones, through the shared area service, on the scene being viewed only (areas are drawn there). */
async function drawZones(scene: Scene.Implementation, edges: Readonly<Record<PmSide, PmEdge>>): Promise<AreaHandle[]> {
  const inches = inchScene(scene as unknown as InchSceneLike);
  if (!inches || canvas?.scene?.id !== scene.id) {
    ui.notifications?.warn(pmLocalize("Setup", "ZonesNotShown"));
    return [];
  }
  const service = storedAreaService();
  const handles: AreaHandle[] = [];
  for (const side of ["a", "b"] as const) handles.push(await service.show(zoneArea(edges[side], inches.table, inches.toPixels)));
  return handles;
}

/**
 * The GM removes the deployment zones (from the home edges card). With none recorded (removed
 * already, or never drawn) there is nothing to do: the GM is told so, and that is no failure.
 */
export async function removeDeploymentZones(message: RenderedMessage): Promise<boolean> {
  const scene = setupSceneOf(message);
  const record = scene ? readSetup(scene) : null;
  if (!scene || !record) return false;
  if (record.zones.length === 0) {
    ui.notifications?.info(pmLocalize("Setup", "NoZonesToRemove"));
    return true;
  }
  await removeZones(record.zones);
  return writeSetup(scene, { ...record, zones: [] });
}

/**
 * renderChatMessageHTML: the edge and zone buttons work only for a GM, and only on a message a
 * GM's client posted; anyone else sees the card without them.
 */
export function decorateSetupCard(message: RenderedMessage, html: HTMLElement): void {
  const buttons = [...html.querySelectorAll<HTMLButtonElement>(`[data-action="${PM_SETUP_ACTIONS.edge}"], [data-action="${PM_SETUP_ACTIONS.removeZones}"]`)];
  if (buttons.length === 0) return;
  if (!setupSceneOf(message)) {
    for (const button of buttons) button.remove();
    return;
  }
  for (const button of buttons) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      if (button.dataset.action === PM_SETUP_ACTIONS.edge) void chooseHomeEdge(message, button.dataset.edge ?? "");
      else void removeDeploymentZones(message);
    });
  }
}

/** The set-up's cards (the coin toss, the home edge, the zones), with the GM's buttons. */
export const PM_SETUP_NOTICE: NoticeKind = { flag: "pmSetup", decorate: (message, html) => decorateSetupCard(message as never, html) };
