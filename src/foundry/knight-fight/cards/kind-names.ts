/** The Knight Fight card kinds (`flags["shelf-wars"].card.kind`). */
export const KF_CARD_KINDS = {
  poolAdjust: "pool-adjust",
  wager: "wager",
  move: "move",
  attack: "attack",
  protect: "protect",
  activationEnd: "activation-end",
  refill: "refill",
  activationReset: "activation-reset",
} as const;
export type KfCardKind = (typeof KF_CARD_KINDS)[keyof typeof KF_CARD_KINDS];
