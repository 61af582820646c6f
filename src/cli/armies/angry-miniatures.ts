import type { AmSetup } from "../../rules/angry-miniatures/game-types";

/** The sample teams stand on a square board this many squares a side. */
export const AM_SAMPLE_BOARD_SIZE = 10;

/**
 * Two sample teams of three (a melee, a range and a magic figure each) at opposite edges of a
 * 10 x 10 square board with a little difficult ground, water and one block in the middle.
 */
export const AM_SAMPLE_SETUP: AmSetup = {
  sides: [
    { id: "red", name: "Red Team" },
    { id: "blue", name: "Blue Team" },
  ],
  figures: [
    {
      id: "red-brute",
      side: "red",
      position: { i: 3, j: 0 },
      sheet: { name: "Brute", mind: 2, body: 4, spirit: 3, attackTypes: ["melee"], perk: "brutish", flaw: "cowardly", crit: "forceful-weapon", presentation: "male" },
    },
    {
      id: "red-archer",
      side: "red",
      position: { i: 5, j: 0 },
      sheet: { name: "Archer", mind: 4, body: 3, spirit: 2, attackTypes: ["range"], perk: "scope", flaw: "unlucky", crit: "dynamic-attacker", presentation: "female" },
    },
    {
      id: "red-witch",
      side: "red",
      position: { i: 7, j: 0 },
      sheet: { name: "Hedge Witch", mind: 4, body: 1, spirit: 4, attackTypes: ["magic"], perk: "wicked-staff", flaw: "no-helmet", crit: "fire-magic", presentation: "female" },
    },
    {
      id: "blue-knight",
      side: "blue",
      position: { i: 2, j: 9 },
      sheet: { name: "Knight", mind: 2, body: 5, spirit: 2, attackTypes: ["melee"], perk: "long-weapon", flaw: "fat", crit: "tail-sweep", presentation: "androgynous" },
    },
    {
      id: "blue-gunner",
      side: "blue",
      position: { i: 4, j: 9 },
      sheet: { name: "Gunner", mind: 5, body: 2, spirit: 2, attackTypes: ["range"], perk: "oversize-weapon", flaw: "one-eye", crit: "stealthy", presentation: "male" },
    },
    {
      id: "blue-sage",
      side: "blue",
      position: { i: 6, j: 9 },
      sheet: { name: "Frost Sage", mind: 3, body: 2, spirit: 4, attackTypes: ["magic"], perk: "magic-resistant", flaw: "unwieldy-armor", crit: "frost-magic", presentation: "androgynous" },
    },
  ],
  board: {
    size: { rows: AM_SAMPLE_BOARD_SIZE, columns: AM_SAMPLE_BOARD_SIZE },
    terrain: { "4,4": "difficult", "5,5": "difficult", "2,6": "water", "7,3": "water", "4,5": "blocking" },
  },
};
