// Glyphs for the figure art: each draws what a figure's name says it carries or is, in a
// 100 x 100 box, in the ink colour; `bg` is the figure's own colour, for cut-outs (an eye slit,
// a drum's cords). The Angry Miniatures glyphs are the ones its first art drew, kept as drawn.
import { INK } from "./svg.mjs";

const pen = (d, width = 6) => `<g fill="none" stroke="${INK}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"><path d="${d}"/></g>`;
const fill = (d) => `<path fill="${INK}" d="${d}"/>`;
const cut = (d, bg) => `<path fill="${bg}" d="${d}"/>`;
const cutPen = (d, bg, width = 4) => `<path fill="none" stroke="${bg}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" d="${d}"/>`;
const disc = (cx, cy, r, colour = INK) => `<circle fill="${colour}" cx="${cx}" cy="${cy}" r="${r}"/>`;
const ring = (cx, cy, r, width = 6) => `<circle fill="none" stroke="${INK}" stroke-width="${width}" cx="${cx}" cy="${cy}" r="${r}"/>`;
const oval = (cx, cy, rx, ry, colour = INK) => `<ellipse fill="${colour}" cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}"/>`;
const turn = (deg, body) => `<g transform="rotate(${deg} 50 50)">${body}</g>`;
const round1 = (n) => Math.round(n * 10) / 10;

/** A holly leaf from its stalk (bx, by) to its tip (tx, ty): spikes along both edges. */
function hollyLeaf(bx, by, tx, ty, width, spikes) {
  const len = Math.hypot(tx - bx, ty - by);
  const [ux, uy] = [(tx - bx) / len, (ty - by) / len];
  const [nx, ny] = [-uy, ux];
  const edge = (side) => {
    const points = [];
    for (let i = 1; i < spikes * 2; i += 1) {
      const t = i / (spikes * 2);
      const bulge = Math.sin(Math.PI * t) * width * (i % 2 === 1 ? 1 : 0.6);
      points.push([bx + ux * len * t + nx * bulge * side, by + uy * len * t + ny * bulge * side]);
    }
    return points;
  };
  const points = [[bx, by], ...edge(1), [tx, ty], ...edge(-1).reverse()];
  return `M${points.map(([x, y]) => `${round1(x)} ${round1(y)}`).join("L")}Z`;
}

/** A star of `tips` points centred on (cx, cy), a point straight up. */
function star(cx, cy, outer, inner, tips = 5) {
  const points = [];
  for (let i = 0; i < tips * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / tips;
    points.push(`${round1(cx + r * Math.cos(a))} ${round1(cy + r * Math.sin(a))}`);
  }
  return `M${points.join("L")}Z`;
}

const knife = `${fill("M50 8L56 20L55 50H45L44 20Z")}${fill("M40 50H60V56H40Z")}${fill("M46 56H54V76H46Z")}${ring(50, 81, 4, 3)}`;

export const GLYPHS = {
  // ---- Angry Miniatures (as its first art drew them) ----
  "tide": () => `<g fill="none" stroke="#fdf6e3" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M10 70C22 60 34 60 46 70C58 80 70 80 90 68"/><path d="M10 86C22 76 34 76 46 86C58 96 70 96 90 84"/></g><path fill="#fdf6e3" d="M50 10C60 24 66 36 50 54C34 36 40 24 50 10Z"/>`,
  "dash": () => `<path fill="#fdf6e3" d="M16 18L48 50L16 82L30 82L62 50L30 18Z"/><path fill="#fdf6e3" d="M46 18L78 50L46 82L60 82L92 50L60 18Z"/>`,
  "snowflake": () => `<g fill="none" stroke="#fdf6e3" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M50 10V90M15 30L85 70M15 70L85 30"/><path d="M40 16L50 26L60 16M40 84L50 74L60 84M16 42L28 36L22 24M84 58L72 64L78 76M16 58L28 64L22 76M84 42L72 36L78 24"/></g>`,
  "cleaver": () => `<path fill="#fdf6e3" d="M16 14H70V56C56 60 40 60 16 56Z"/><circle fill="#2b2b2b" opacity="0.5" cx="58" cy="26" r="5"/><g fill="none" stroke="#fdf6e3" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M64 60L84 90"/></g>`,
  "hammer": () => `<g fill="none" stroke="#fdf6e3" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M50 40V92"/></g><path fill="#fdf6e3" d="M18 18H82V44H18Z"/><path fill="#3a2a1a" d="M26 24H36V38H26ZM64 24H74V38H64Z" opacity="0.35"/>`,
  "reeds": () => `<g fill="none" stroke="#fdf6e3" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M30 90C30 60 22 40 26 14M50 90C50 56 58 36 52 10M70 90C70 64 80 46 76 22"/><path d="M10 90H90"/></g><ellipse fill="#fdf6e3" cx="26" cy="24" rx="5" ry="11"/><ellipse fill="#fdf6e3" cx="52" cy="20" rx="5" ry="11"/><ellipse fill="#fdf6e3" cx="76" cy="32" rx="5" ry="11"/>`,
  "hollow-moon": () => `<path fill="#fdf6e3" d="M60 10A40 40 0 1 0 60 90A26 40 0 1 1 60 10Z"/><circle fill="#fdf6e3" cx="76" cy="30" r="4"/><circle fill="#fdf6e3" cx="84" cy="52" r="3"/>`,
  "target": () => `<g fill="none" stroke="#fdf6e3" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><circle cx="50" cy="50" r="38"/><circle cx="50" cy="50" r="22"/></g><circle fill="#fdf6e3" cx="50" cy="50" r="8"/>`,
  "quill": () => `<path fill="#fdf6e3" d="M80 10C50 14 30 36 26 70L34 70C40 44 58 26 80 10Z"/><g fill="none" stroke="#fdf6e3" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M28 70L16 92"/><path d="M60 36L44 38M52 48L38 50"/></g>`,
  "claw-marks": () => `<g fill="none" stroke="#fdf6e3" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M20 14C34 38 34 64 24 88"/><path d="M44 10C58 36 58 64 48 90"/><path d="M68 14C82 38 82 64 72 88"/></g>`,
  "lance": () => `<g fill="none" stroke="#fdf6e3" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M30 92L62 30"/><path d="M40 50L62 62"/></g><path fill="#fdf6e3" d="M78 6L60 24L56 40L70 34L84 18Z"/>`,
  "flame": () => `<path fill="#fdf6e3" d="M50 8C56 30 78 40 76 64C74 82 62 92 50 92C38 92 24 82 24 64C24 50 34 42 38 30C42 42 46 46 50 48C54 36 54 22 50 8Z"/><path fill="#7a1c1c" opacity="0.45" d="M50 58C56 66 62 72 60 80C58 86 54 88 50 88C46 88 40 84 40 78C40 70 46 66 50 58Z"/>`,
  "spider": () => `<ellipse fill="#fdf6e3" cx="50" cy="56" rx="16" ry="20"/><circle fill="#fdf6e3" cx="50" cy="30" r="10"/><g fill="none" stroke="#fdf6e3" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M36 46L16 32L8 40M36 56L12 54L6 64M36 64L16 76L12 88M40 72L28 90M64 46L84 32L92 40M64 56L88 54L94 64M64 64L84 76L88 88M60 72L72 90"/></g>`,
  "thorn-burst": () => `<path fill="#fdf6e3" d="M50 6L58 34L86 22L68 46L94 58L64 62L72 90L50 70L28 90L36 62L6 58L32 46L14 22L42 34Z"/>`,
  "sparkle": () => `<path fill="#fdf6e3" d="M50 12L56 42L86 50L56 58L50 88L44 58L14 50L44 42Z"/><circle fill="#fdf6e3" cx="80" cy="18" r="5"/><circle fill="#fdf6e3" cx="20" cy="82" r="4"/><circle fill="#fdf6e3" cx="82" cy="80" r="3"/>`,
  "shield-cross": () => `<path fill="#fdf6e3" d="M50 8L86 20V46C86 70 70 84 50 92C30 84 14 70 14 46V20Z"/><path fill="none" stroke="#23395d" stroke-width="6" opacity="0.5" d="M50 18V82M26 42H74"/>`,
  "paw": () => `<ellipse fill="#fdf6e3" cx="50" cy="66" rx="20" ry="18"/><ellipse fill="#fdf6e3" cx="24" cy="40" rx="8" ry="11"/><ellipse fill="#fdf6e3" cx="40" cy="24" rx="8" ry="11"/><ellipse fill="#fdf6e3" cx="60" cy="24" rx="8" ry="11"/><ellipse fill="#fdf6e3" cx="76" cy="40" rx="8" ry="11"/>`,
  "wing": () => `<path fill="#fdf6e3" d="M14 70C30 30 60 14 90 12C80 22 84 28 72 34C80 36 78 42 66 48C72 50 70 56 58 60C62 62 58 68 48 70C38 74 26 74 14 70Z"/>`,
  "horde-shield": () => `<path fill="#fdf6e3" d="M12 14H88L80 46C76 70 64 84 50 92C36 84 24 70 20 46Z"/><path fill="#3b2f4a" d="M30 30L42 30L36 60ZM58 30L70 30L64 60Z"/>`,
  "hearth": () => `<path fill="#fdf6e3" d="M50 10L90 42H80V88H20V42H10Z"/><path fill="#b8860b" d="M50 52C56 60 62 64 60 74C58 80 54 84 50 84C46 84 40 80 40 74C40 66 46 62 50 52Z"/>`,

  // ---- Knight Fight ----
  /** Brother Cuthbert of the Mace: a flanged mace. */
  mace: () => `${pen("M50 44V88", 8)}${pen("M40 90H60", 6)}${fill(star(50, 26, 24, 16, 6))}${disc(50, 26, 12)}`,
  /** Captain Hobb of the Arbalests: two crossbow bolts crossed. */
  "crossed-bolts": () => `${pen("M22 88L74 20M78 88L26 20", 5)}${fill("M82 10L78 30L66 22Z")}${fill("M18 10L34 22L22 30Z")}${pen("M22 88L14 84M22 88L24 96M78 88L86 84M78 88L76 96", 4)}`,
  /** Dame Ysolde the Unbent: a straight sword, point up. */
  sword: () => `${fill("M50 4L57 16V62H43V16Z")}${fill("M28 62H72V70H28Z")}${fill("M45 70H55V86H45Z")}${disc(50, 91, 6)}`,
  /** Hew the Javelin: a javelin in flight. */
  javelin: () => `${pen("M10 92L70 32", 7)}${fill("M96 6L60 22L78 40Z")}${pen("M54 44L62 52M48 50L56 58", 4)}`,
  /** Jasper Quickhand: three throwing knives fanned in one hand. */
  "throwing-knives": () => `<g transform="rotate(-30 50 92)">${knife}</g><g transform="rotate(30 50 92)">${knife}</g>${knife}`,
  /** Lady Merriel Longbow: a longbow with an arrow nocked. */
  longbow: () => `${pen("M30 6C66 28 66 72 30 94", 6)}${pen("M30 6V94", 2)}${pen("M16 50H84", 4)}${fill("M96 50L80 42V58Z")}${pen("M18 50L10 42M18 50L10 58M26 50L18 42M26 50L18 58", 3)}`,
  /** Mother Agnes of the Sling: a sling whirled, its stone let go. */
  sling: () => `${ring(20, 16, 6, 4)}${pen("M24 21C34 42 44 58 58 70M26 14C44 30 60 48 70 60", 4)}<g transform="rotate(-40 66 68)">${oval(66, 68, 15, 9)}</g>${disc(84, 28, 9)}${pen("M62 18L72 22M64 32L72 32", 3)}`,
  /** Oswin the Crossbowman: a crossbow, bolt laid. */
  crossbow: () => `${pen("M12 36C30 20 70 20 88 36", 7)}${pen("M12 36L50 54L88 36", 2)}${fill("M45 22H55V90H45Z")}${pen("M50 20V6", 4)}${fill("M50 0L57 12H43Z")}${pen("M55 66L64 78", 4)}`,
  /** Pip Fletcher: an arrow, its fletching large. */
  fletching: () => `${pen("M50 10V92", 4)}${fill("M50 2L60 20H40Z")}${fill("M48 56L30 68V92L48 80Z")}${fill("M52 56L70 68V92L52 80Z")}`,
  /** Red Tam the Axe-Flinger: a throwing axe spinning away. */
  "throwing-axe": () => `${turn(24, `${pen("M46 18V92", 7)}${fill("M46 12C64 8 80 16 86 30C80 44 64 52 46 48Z")}`)}${pen("M16 44C10 32 14 18 24 10M10 64C2 46 6 26 18 14", 3)}`,
  /** Sir Gawaine of the Green Shelf: a holly bough, as the green knight carried. */
  holly: () => `${fill(hollyLeaf(50, 62, 12, 14, 13, 3))}${fill(hollyLeaf(50, 62, 88, 14, 13, 3))}${disc(50, 70, 8)}${disc(38, 80, 8)}${disc(62, 80, 8)}`,
  /** The Iron Warden: a great helm. */
  "great-helm": (bg) => `${fill("M20 32C20 14 34 6 50 6C66 6 80 14 80 32V84C80 89 76 93 71 93H29C24 93 20 89 20 84Z")}${cut("M26 40H46V47H26ZM54 40H74V47H54Z", bg)}${cut("M34 62h4v4h-4zM44 62h4v4h-4zM54 62h4v4h-4zM64 62h4v4h-4zM34 72h4v4h-4zM44 72h4v4h-4zM54 72h4v4h-4zM64 72h4v4h-4z", bg)}`,
  /** The Bookend Brigands' banner: a brigand's mask. */
  "brigand-mask": (bg) => `${fill("M6 42C6 30 20 26 34 30C42 32 46 36 50 36C54 36 58 32 66 30C80 26 94 30 94 42C94 60 82 70 68 68C60 66 56 58 50 58C44 58 40 66 32 68C18 70 6 60 6 42Z")}${cut("M20 46C22 40 30 38 38 42C36 50 26 52 20 46ZM80 46C78 40 70 38 62 42C64 50 74 52 80 46Z", bg)}${pen("M6 40L2 30M94 40L98 30", 3)}`,
  /** The Knights of the Silver Shelf's banner: a shield with a cross. */
  "knight-shield": (bg) => `${fill("M14 10H86V50C86 72 70 86 50 94C30 86 14 72 14 50Z")}${cut("M44 24H56V44H76V56H56V80H44V56H24V44H44Z", bg)}`,

  // ---- Precious Moments ----
  /** Angel on a Cloud: a cloud with a halo over it. */
  "cloud-halo": () => `<ellipse fill="none" stroke="${INK}" stroke-width="5" cx="50" cy="18" rx="22" ry="8"/>${fill("M22 84C10 84 6 74 9 67C12 59 20 57 26 59C26 46 38 40 48 44C52 34 66 32 74 40C83 38 92 46 90 56C97 58 99 68 94 75C91 81 86 84 80 84Z")}`,
  /** Bedtime Prayer Girl: the moon and stars of bedtime. */
  "moon-and-stars": () => `${fill("M58 12A38 38 0 1 0 88 74A30 30 0 1 1 58 12Z")}${fill(star(76, 20, 10, 4))}${fill(star(88, 44, 6, 2.5))}`,
  /** Birthday Bear Hug: a teddy bear in a party hat. */
  "party-bear": (bg) => `${disc(26, 40, 11)}${disc(74, 40, 11)}${disc(26, 40, 5, bg)}${disc(74, 40, 5, bg)}${disc(50, 62, 30)}${disc(40, 56, 4, bg)}${disc(60, 56, 4, bg)}${oval(50, 70, 7, 5, bg)}${fill("M50 4L61 32H39Z")}${cut("M44 22H56L58 27H42Z", bg)}${disc(50, 4, 4)}`,
  /** Boy with Puppy in Basket: a puppy looking out of a basket. */
  "puppy-basket": (bg) => `${pen("M18 62C18 30 82 30 82 62", 5)}${oval(29, 44, 8, 15)}${oval(71, 44, 8, 15)}${disc(50, 42, 19)}${disc(43, 38, 3.5, bg)}${disc(57, 38, 3.5, bg)}${oval(50, 48, 4, 3, bg)}${fill("M10 60H90L81 95H19Z")}${cutPen("M14 72H86M17 84H83M36 62V93M64 62V93", bg, 3)}`,
  /** Bride and Groom: two wedding rings. */
  "wedding-rings": () => `${ring(36, 60, 22, 7)}${ring(64, 60, 22, 7)}${fill("M36 20L45 30L36 40L27 30Z")}`,
  /** Choir Boy in Red Robe: the notes he sings. */
  "music-notes": () => `${fill("M34 12L82 4V66A14 12 0 1 1 72 55V22L44 27V74A14 12 0 1 1 34 63Z")}`,
  /** Clown with Balloons: a bunch of three balloons. */
  balloons: (bg) => `${pen("M30 56L50 94M70 56L50 94M50 46V94", 2)}${oval(30, 36, 16, 20)}${oval(70, 36, 16, 20)}${oval(50, 26, 16, 20)}<ellipse fill="none" stroke="${bg}" stroke-width="3" cx="50" cy="26" rx="16" ry="20"/>${fill("M27 55H33L30 60ZM67 55H73L70 60ZM47 45H53L50 50Z")}`,
  /** Fisherman on a Stump: a fish on the line. */
  fish: (bg) => `${pen("M52 4V26", 3)}${pen("M52 26C52 32 46 32 46 28", 3)}${fill("M10 60C24 40 54 38 72 56L92 42V78L72 64C54 82 24 80 10 60Z")}${disc(26, 56, 4, bg)}${cutPen("M42 48C46 54 46 66 42 72", bg, 3)}`,
  /** Graduate with Scroll: a mortarboard and a rolled scroll. */
  "mortarboard-scroll": (bg) => `${fill("M50 6L94 24L50 42L6 24Z")}${fill("M24 34V48C24 56 76 56 76 48V34L50 44Z")}${pen("M86 28V50", 3)}${fill("M82 50H90L88 60H84Z")}${turn(-12, `<rect fill="${INK}" x="14" y="68" width="72" height="18" rx="9"/>${oval(80, 77, 4, 8, bg)}${cut("M46 68H54V86H46Z", bg)}`)}`,
  /** Kneeling Drummer Boy: a drum and its sticks. */
  drum: (bg) => `${fill("M16 44V76C16 88 84 88 84 76V44Z")}${cutPen("M16 50L28 80L40 50L52 82L64 50L76 80L84 56", bg, 3)}${oval(50, 44, 34, 11)}<ellipse fill="none" stroke="${bg}" stroke-width="3" cx="50" cy="44" rx="34" ry="11"/>${pen("M38 34L14 8M62 34L86 8", 5)}${disc(12, 6, 5)}${disc(88, 6, 5)}`,
  /** Little Shepherd with Lamb: a shepherd's crook. */
  crook: () => `${pen("M46 94V38C46 16 58 6 70 6C82 6 88 16 88 26C88 36 80 42 72 38", 8)}`,
  /** Nurse with Bandage: a sticking plaster. */
  bandage: (bg) => turn(-40, `<rect fill="${INK}" x="4" y="32" width="92" height="36" rx="18"/><rect fill="${bg}" x="34" y="36" width="32" height="28" rx="4"/>${disc(42, 44, 2)}${disc(50, 44, 2)}${disc(58, 44, 2)}${disc(42, 56, 2)}${disc(50, 56, 2)}${disc(58, 56, 2)}`),
  /** Preacher at the Pulpit: the open book on the pulpit, a cross over it. */
  "open-book": (bg) => `${pen("M50 4V22M42 11H58", 4)}${fill("M50 36C40 28 22 26 6 30V82C22 78 40 80 50 88C60 80 78 78 94 82V30C78 26 60 28 50 36Z")}${cutPen("M50 38V86M14 44C24 42 34 44 42 48M14 56C24 54 34 56 42 60M14 68C24 66 34 68 42 72M58 48C66 44 76 42 86 44M58 60C66 56 76 54 86 56M58 72C66 68 76 66 86 68", bg, 3)}`,
  /** Sunday School Teacher: an apple for the teacher. */
  apple: () => `${fill("M50 30C38 20 12 24 12 52C12 76 30 94 42 94C46 94 48 92 50 92C52 92 54 94 58 94C70 94 88 76 88 52C88 24 62 20 50 30Z")}${pen("M50 30C50 20 54 12 60 8", 4)}${fill("M56 20C62 8 76 6 84 10C78 20 66 24 56 20Z")}`,
  /** The Chapel Window Choir's banner: an arched chapel window. */
  "chapel-window": (bg) => `${fill("M18 94V42C18 20 32 6 50 6C68 6 82 20 82 42V94Z")}${cutPen("M50 12V94M22 60H78M50 60L24 90M50 60L76 90", bg, 4)}<circle fill="none" stroke="${bg}" stroke-width="4" cx="50" cy="34" r="12"/>`,
  /** The Nursery Shelf Choir's banner: a baby's rattle. */
  rattle: (bg) => `${pen("M58 58L84 88", 9)}${ring(88, 92, 5, 4)}${disc(40, 40, 30)}${cut(star(40, 40, 14, 6), bg)}${disc(18, 24, 3, bg)}${disc(62, 24, 3, bg)}${disc(22, 60, 3, bg)}`,
};

/** The glyph names, as the roster refers to them. */
export const GLYPH_NAMES = Object.keys(GLYPHS);
