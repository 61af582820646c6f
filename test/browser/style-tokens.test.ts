// Every colour in styles/ comes from the tokens in styles/_tokens.scss, whose values follow
// Foundry v13's light and dark themes; a colour written into a component rule would stay the
// same in both themes (dark ink on a dark window). The browser run measures the result; this
// finds the literal itself, including in states the fixtures do not render (:hover, ...).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const STYLES = path.join(import.meta.dirname, "..", "..", "styles");
const TOKENS = "_tokens.scss";

// CSS named colours (CSS Color 4), which are as fixed as a hex value. `transparent` and
// `currentcolor` are not palette colours and stay allowed.
const NAMED = new Set(
  (
    "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood " +
    "cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray " +
    "darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen " +
    "darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue " +
    "firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew " +
    "hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan " +
    "lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray " +
    "lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue " +
    "mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred " +
    "midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid " +
    "palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple " +
    "rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue " +
    "slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white " +
    "whitesmoke yellow yellowgreen"
  ).split(" "),
);
const FUNCTIONS = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const HEX = /#[0-9a-f]{3,8}\b/i;

function withoutComments(scss: string): string {
  return scss.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " ")).replace(/\/\/[^\n]*/g, "");
}

/** Colour literals in the declarations of an SCSS text, as `line: declaration`. */
export function colourLiterals(scss: string): string[] {
  const found: string[] = [];
  withoutComments(scss)
    .split("\n")
    .forEach((line, index) => {
      for (const declaration of line.split(/[;{}]/)) {
        const colon = declaration.indexOf(":");
        if (colon < 0) continue;
        const property = declaration.slice(0, colon).trim();
        const value = declaration.slice(colon + 1);
        // `&:hover`, `a:focus-visible`: a selector, not a declaration.
        if (!/^-{0,2}[a-z][a-z0-9-]*$/i.test(property)) continue;
        // Words of the value, leaving out custom property names (--sw-tan-ink) and strings.
        const words = value.toLowerCase().replace(/--[a-z0-9-]+|"[^"]*"|'[^']*'/g, " ").match(/[a-z]+/g) ?? [];
        if (HEX.test(value) || FUNCTIONS.test(value) || words.some((w) => NAMED.has(w))) {
          found.push(`${index + 1}: ${declaration.trim()}`);
        }
      }
    });
  return found;
}

const partials = fs.readdirSync(STYLES).filter((f) => f.endsWith(".scss"));
const tokens = fs.readFileSync(path.join(STYLES, TOKENS), "utf8");

/** The custom properties an SCSS mixin (or rule body) declares. */
function declaredIn(block: string): string[] {
  return [...block.matchAll(/(--sw-[a-z0-9-]+)\s*:/g)].map((m) => m[1]!).sort();
}
const mixin = (name: string): string => tokens.match(new RegExp(`@mixin ${name} \\{([\\s\\S]*?)\\n\\}`))?.[1] ?? "";

describe("style tokens", () => {
  it("finds colour literals the way the check expects (the check can fail)", () => {
    expect(colourLiterals(".a { color: #7a1c1c; }")).toHaveLength(1);
    expect(colourLiterals(".a {\n  border: 1px solid rgb(0 0 0 / 10%);\n}")).toEqual(["2: border: 1px solid rgb(0 0 0 / 10%)"]);
    expect(colourLiterals(".a { outline: 2px solid var(--sw-accent, crimson); }")).toHaveLength(1);
    expect(colourLiterals(".a { background: white; }")).toHaveLength(1);
    expect(colourLiterals(".a { color: var(--sw-good); border-color: transparent; &:hover { color: currentColor; } }")).toEqual([]);
    expect(colourLiterals("// a comment about #fff and red\n.a { color: var(--sw-tan-ink); }")).toEqual([]);
  });

  it("has no colour outside styles/_tokens.scss", () => {
    const found = partials.filter((f) => f !== TOKENS).flatMap((f) => colourLiterals(fs.readFileSync(path.join(STYLES, f), "utf8")).map((d) => `styles/${f}:${d}`));
    expect(found).toEqual([]);
  });

  it("gives the light and the dark palette the same tokens", () => {
    const light = declaredIn(mixin("light-palette"));
    expect(light.length).toBeGreaterThan(5);
    expect(declaredIn(mixin("dark-palette"))).toEqual(light);
  });

  it("defines every --sw-* token a rule uses", () => {
    const defined = new Set(declaredIn(tokens));
    const used = partials.flatMap((f) => [...fs.readFileSync(path.join(STYLES, f), "utf8").matchAll(/var\((--sw-[a-z0-9-]+)/g)].map((m) => `styles/${f}: ${m[1]}`));
    expect(used.filter((u) => !defined.has(u.split(": ")[1]!))).toEqual([]);
  });
});
