// The project's figure art: a portrait (400 x 400 card) and a token (256 x 256 disc) per figure,
// and a banner per ready side. Each is the side's rim around the figure's own colour, the
// figure's glyph (drawn in a 100 x 100 box, glyphs.mjs) and its initials. Nothing is embedded or
// linked: shapes and text only.

export const INK = "#fdf6e3";

function esc(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function initialsText(x, y, initials) {
  return `<text x="${x}" y="${y}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="40" fill="${INK}" stroke="#000" stroke-opacity="0.45" stroke-width="2" paint-order="stroke">${esc(initials)}</text>`;
}

/** A portrait or a side's banner: a rounded card, the rim in the side's colour. */
export function portraitSvg({ title, rim, colour, glyph, initials }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <title>${esc(title)}</title>
  <rect width="400" height="400" rx="24" fill="${rim}"/>
  <rect x="14" y="14" width="372" height="372" rx="16" fill="${colour}"/>
  <rect x="14" y="14" width="372" height="372" rx="16" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>
  <g transform="translate(80 44) scale(2.4)">${glyph}</g>
  ${initialsText(200, 352, initials)}
</svg>
`;
}

/** A token: a disc, the rim in the side's colour, so the sides tell apart on the board. */
export function tokenSvg({ rim, colour, glyph, initials }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <circle cx="128" cy="128" r="124" fill="${rim}"/>
  <circle cx="128" cy="128" r="110" fill="${colour}"/>
  <circle cx="128" cy="128" r="110" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>
  <g transform="translate(63 30) scale(1.3)">${glyph}</g>
  ${initialsText(128, 212, initials)}
</svg>
`;
}
