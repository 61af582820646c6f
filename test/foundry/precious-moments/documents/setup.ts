import fs from "node:fs";
import path from "node:path";
import { createActor, type StandIn } from "../../../foundry-stand-in";
import { createUser, setCurrentUser, type StandInUser } from "../../../foundry-stand-in/parts/documents";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import type { StandInDocumentData } from "../../../foundry-stand-in/parts/documents";
import type { PmFigureModel } from "../../../../src/foundry/precious-moments/documents/figure-model";
import type { PmFigureSource } from "../../../../src/data/precious-moments/figure-source";
import { bootShelfWars } from "../../boot-world";
import { uniformForFace } from "../../../foundry-stand-in/parts/dice";

export const PM_PACK_DIR = "packs/_source/precious-moments-figures";

export interface PmPackDocument {
  _id: string;
  _key: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
}

export function pmPackDocuments(): PmPackDocument[] {
  return fs
    .readdirSync(PM_PACK_DIR)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(PM_PACK_DIR, f), "utf8")) as PmPackDocument);
}

export const LEGAL_PM_SYSTEM = { cuteness: 7, brightness: 5, piety: 4, devotion: { items: 1, activities: 1 }, startingValue: 20 };

export const pmSystemOf = (actor: StandInModelActor) => actor.system as unknown as PmFigureModel;
export const pmSourceOf = (actor: StandInModelActor) => structuredClone(actor._source.system) as unknown as PmFigureSource;

export interface PmWorld {
  standIn: StandIn;
  gm: StandInUser;
  figure(data?: Partial<StandInDocumentData> & { system?: Record<string, unknown> }): Promise<StandInModelActor>;
  choir(members: string[], name?: string): Promise<StandInModelActor>;
}

/** Installs the stand-in, boots the system (init) and makes the current user a GM. */
export async function bootPmWorld(): Promise<PmWorld> {
  const standIn = await bootShelfWars();
  const gm = createUser("Gamemaster", { isGM: true });
  setCurrentUser(gm);
  return {
    standIn,
    gm,
    async figure(data = {}) {
      const actor = await createActor({ name: "Little Cherub", type: "precious-moments-figure", ...data, system: { ...LEGAL_PM_SYSTEM, ...data.system } }, { via: "Actor.create" });
      if (!actor) throw new Error(`figure refused: ${standIn.notifications.map((n) => n.message).join("; ")}`);
      return actor;
    },
    async choir(members, name = "Sunday Best") {
      const actor = await createActor({ name, type: "precious-moments-choir", system: { members } }, { via: "Actor.create" });
      if (!actor) throw new Error("choir refused");
      return actor;
    },
  };
}

/** Makes the next dice come up as given: each entry is a result and the faces of the die that shows it. */
export function scriptFaces(results: readonly { result: number; faces: number }[]): void {
  const queue = [...results];
  (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform = () => {
    const next = queue.shift();
    if (!next) throw new Error("scripted dice ran out");
    return uniformForFace(next.result, next.faces);
  };
}
