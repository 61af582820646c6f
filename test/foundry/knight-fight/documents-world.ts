import { createActor, type StandIn } from "../../foundry-stand-in";
import type { StandInModelActor } from "../../foundry-stand-in/parts/data-models";
import { createUser, setCurrentUser, type StandInDocumentData, type StandInUser } from "../../foundry-stand-in/parts/documents";
import { bootShelfWars } from "../boot-world";

export const FIGHTER = { speed: 4, combat: 5, defence: 3, cls: "fighter" };

export interface KfDocumentsWorld {
  standIn: StandIn;
  gm: StandInUser;
  figure(data?: Partial<StandInDocumentData> & { system?: Record<string, unknown> }): Promise<StandInModelActor>;
  force(data?: Partial<StandInDocumentData> & { system?: Record<string, unknown> }): Promise<StandInModelActor>;
  warnings(): string[];
}

/** Installs the stand-in, boots the system (init) and makes the current user a GM. */
export async function kfDocumentsWorld(): Promise<KfDocumentsWorld> {
  const standIn = await bootShelfWars();
  const gm = createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" });
  setCurrentUser(gm);
  async function create(type: string, name: string, data: Partial<StandInDocumentData> & { system?: Record<string, unknown> }, base: Record<string, unknown>) {
    const actor = await createActor({ name, type, ...data, system: { ...base, ...data.system } }, { via: "Actor.create" });
    if (!actor) throw new Error(`${type} refused: ${standIn.notifications.map((n) => n.message).join("; ")}`);
    return actor;
  }
  return {
    standIn,
    gm,
    figure: (data = {}) => create("knight-fight-figure", "Sir Test", data, FIGHTER),
    force: (data = {}) => create("knight-fight-force", "Test Force", data, {}),
    warnings: () => standIn.notifications.filter((n) => n.level === "warn").map((n) => n.message),
  };
}
