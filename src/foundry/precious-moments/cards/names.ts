/** The Precious Moments card kinds (`flags["shelf-wars"].card.kind`). */
export const PM_CARD_KINDS = {
  sing: "sing",
} as const;

/** Precious Moments' chat card bodies and dialogs, relative to `templates/`. */
export const PM_PLAY_TEMPLATES = {
  singCard: "precious-moments/cards/sing-card.hbs",
  heavenCard: "precious-moments/cards/heaven-card.hbs",
  singDialog: "precious-moments/play/sing-dialog.hbs",
} as const;

/** What Precious Moments cards may change on a figure: its current Value. */
export const PM_PATHS = {
  value: "system.value",
} as const;
