import fs from "node:fs";
import path from "node:path";
import { createActor, type StandIn } from "../../../foundry-stand-in";
import { createUser, setCurrentUser, type StandInUser } from "../../../foundry-stand-in/parts/documents";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import type { StandInDocumentData } from "../../../foundry-stand-in/parts/documents";
import { bootShelfWars } from "../../boot-world";

export const PACK_DIR = "packs/_source/angry-miniatures-figures";

export interface PackFigure {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown> & { health: { value: number } };
  prototypeToken: { bar1: { attribute: string }; actorLink: boolean };
}

export function packFigures(): PackFigure[] {
  return fs
    .readdirSync(PACK_DIR)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(PACK_DIR, f), "utf8")) as PackFigure);
}

export interface DocumentsWorld {
  standIn: StandIn;
  gm: StandInUser;
  figure(data?: Partial<StandInDocumentData> & { system?: Record<string, unknown> }): Promise<StandInModelActor>;
}

export const LEGAL_SYSTEM = {
  mind: 3,
  body: 3,
  spirit: 3,
  attackTypes: ["melee"],
  perk: "swift",
  flaw: "unlucky",
  crit: "dynamic-attacker",
  presentation: "androgynous",
};

/** Installs the stand-in, boots the system (init) and makes the current user a GM. */
export async function bootWorld(): Promise<DocumentsWorld> {
  const standIn = await bootShelfWars();
  const gm = createUser("Gamemaster", { isGM: true });
  setCurrentUser(gm);
  return {
    standIn,
    gm,
    async figure(data = {}) {
      const actor = await createActor({
        name: "Test Figure",
        type: "angry-miniatures-figure",
        ...data,
        system: { ...LEGAL_SYSTEM, ...data.system },
      }, { via: "Actor.create" });
      if (!actor) throw new Error(`figure refused: ${standIn.notifications.map((n) => n.message).join("; ")}`);
      return actor;
    },
  };
}
