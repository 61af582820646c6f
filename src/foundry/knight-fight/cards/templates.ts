/** Knight Fight's chat card bodies, relative to `templates/`. */
export const KF_CARD_TEMPLATES = {
  poolAdjust: "knight-fight/cards/pool-adjust-card.hbs",
  wager: "knight-fight/cards/wager-card.hbs",
  move: "knight-fight/cards/move-card.hbs",
  attack: "knight-fight/cards/attack-card.hbs",
  protect: "knight-fight/cards/protect-card.hbs",
  activationEnd: "knight-fight/cards/activation-end-card.hbs",
  refill: "knight-fight/cards/refill-card.hbs",
  activationReset: "knight-fight/cards/activation-reset-card.hbs",
  tieOrder: "knight-fight/cards/tie-order-card.hbs",
  gameEnd: "knight-fight/cards/game-end-card.hbs",
} as const;
