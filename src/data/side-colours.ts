/**
 * A side's colour on the board, the same in every ruleset: which colour a new side takes, which
 * token disposition marks its slot, and the dynamic token ring its figures' tokens wear.
 */

/** A stored colour as core's ColorField keeps it: "#rrggbb". */
export type SideColour = string;

/**
 * Colours new sides take in turn: far apart in hue and each at least 3:1 against one of the two
 * ring backgrounds below, so a ring reads on a light board and on a dark one.
 */
export const SIDE_PALETTE = ["#3d7cc9", "#c0392b", "#c9a227", "#5b2a86", "#2e8b57", "#e07aa5", "#d35400", "#17a2b8"] as const;

/** The two grounds a ring is set on: the lighter or the darker, whichever stands further from the ring. */
export const RING_BACKGROUNDS = { light: "#f4efe6", dark: "#1d1a17" } as const;

/** CONST.TOKEN_DISPOSITIONS (v13): the slots a side can hold. */
export const TOKEN_DISPOSITIONS = { secret: -2, hostile: -1, neutral: 0, friendly: 1 } as const;
export type TokenDisposition = (typeof TOKEN_DISPOSITIONS)[keyof typeof TOKEN_DISPOSITIONS];

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function isSideColour(value: unknown): value is SideColour {
  return typeof value === "string" && HEX_COLOUR.test(value);
}

/** The first palette colour no other side has; when all are taken, the palette again in turn. */
export function nextSideColour(taken: readonly string[]): SideColour {
  const used = new Set(taken.map((colour) => colour.toLowerCase()));
  return SIDE_PALETTE.find((colour) => !used.has(colour)) ?? (SIDE_PALETTE[taken.length % SIDE_PALETTE.length] as SideColour);
}

/** A new side is friendly while no side of its ruleset is; after that hostile. */
export function nextSideDisposition(taken: readonly number[]): TokenDisposition {
  return taken.includes(TOKEN_DISPOSITIONS.friendly) ? TOKEN_DISPOSITIONS.hostile : TOKEN_DISPOSITIONS.friendly;
}

/** The disposition a side's figures take from the side's own token: friendly, hostile or neutral (a secret side counts as hostile). */
export function sideDisposition(sideTokenDisposition: unknown): TokenDisposition {
  if (sideTokenDisposition === TOKEN_DISPOSITIONS.friendly || sideTokenDisposition === TOKEN_DISPOSITIONS.neutral) return sideTokenDisposition;
  return TOKEN_DISPOSITIONS.hostile;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of "#rrggbb". */
export function relativeLuminance(colour: SideColour): number {
  const [r, g, b] = [1, 3, 5].map((at) => channel(parseInt(colour.slice(at, at + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: SideColour, b: SideColour): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** The ring's ground: the background that stands further from the ring colour. */
export function ringBackground(ring: SideColour): SideColour {
  const { light, dark } = RING_BACKGROUNDS;
  return contrastRatio(ring, light) >= contrastRatio(ring, dark) ? light : dark;
}

/** What a side shows on its figures' tokens. */
export interface SideLook {
  readonly colour: SideColour;
  readonly disposition: TokenDisposition;
}

/** The token fields a side sets (TokenDocument `disposition` and `ring`: https://foundryvtt.com/api/interfaces/foundry.documents.types.TokenRingData.html). */
export interface SideTokenFields {
  disposition: TokenDisposition;
  ring: { enabled: true; colors: { ring: SideColour; background: SideColour } };
}

export function sideTokenFields(look: SideLook): SideTokenFields {
  return { disposition: look.disposition, ring: { enabled: true, colors: { ring: look.colour, background: ringBackground(look.colour) } } };
}

/** A token's (or prototype token's) fields as stored, as far as the side's look goes. */
export interface TokenLookSource {
  readonly disposition?: unknown;
  readonly ring?: { readonly enabled?: unknown; readonly colors?: { readonly ring?: unknown; readonly background?: unknown } | null } | null;
}

/** Does the token already show the side's look? */
export function showsSideLook(token: TokenLookSource, look: SideLook): boolean {
  const wanted = sideTokenFields(look);
  const colours = token.ring?.colors;
  return (
    token.disposition === wanted.disposition &&
    token.ring?.enabled === true &&
    typeof colours?.ring === "string" &&
    colours.ring.toLowerCase() === wanted.ring.colors.ring.toLowerCase() &&
    typeof colours.background === "string" &&
    colours.background.toLowerCase() === wanted.ring.colors.background.toLowerCase()
  );
}

/** Token data (a prototype's or a new token's) wearing the side's look; its other ring settings kept. */
export function withSideLook<T extends Record<string, unknown>>(token: T, look: SideLook): T & SideTokenFields {
  const fields = sideTokenFields(look);
  const ring = (token.ring ?? {}) as { colors?: Record<string, unknown> } & Record<string, unknown>;
  return { ...token, disposition: fields.disposition, ring: { ...ring, enabled: true, colors: { ...(ring.colors ?? {}), ...fields.ring.colors } } } as T & SideTokenFields;
}
