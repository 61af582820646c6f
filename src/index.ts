import { registerShelfWars } from "./foundry/system";
import { preciousMoments } from "./foundry/precious-moments";
import { knightFight } from "./foundry/knight-fight";
import { angryMiniatures } from "./foundry/angry-miniatures";

// One line per ruleset.
registerShelfWars([preciousMoments, knightFight, angryMiniatures]);
