/** The Angry Miniatures card kinds (`flags["shelf-wars"].card.kind`). */
export const AM_CARD_KINDS = {
  attack: "attack",
  heal: "magic-heal",
  upkeepStart: "upkeep-start",
  upkeepEnd: "upkeep-end",
} as const;
