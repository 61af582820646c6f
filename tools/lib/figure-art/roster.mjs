// Who gets which art: per ruleset, each figure's glyph, colour and initials, and each ready side's
// rim colour, token disposition and banner. Which figures make a side is not repeated here: it is
// read from the side documents' member lists in the packs (art.mjs).
//
// Rules the art keeps (test/build/figure-art.test.ts): within a ready side no two figures share a
// glyph or initials; the sides of a ruleset have different rims (Angry Miniatures' ready teams are
// three per side: a side's teams share its rim) (and differ from the rim of
// figures in no side); one side's tokens are friendly and the other's hostile, as Foundry marks
// them (CONST.TOKEN_DISPOSITIONS: FRIENDLY 1, NEUTRAL 0, HOSTILE -1).

export const DISPOSITION = { friendly: 1, neutral: 0, hostile: -1 };

export const RULESETS = [
  {
    id: "angry-miniatures",
    figurePack: "angry-miniatures-figures",
    sidePack: "angry-miniatures-teams",
    figureDir: "assets/angry-miniatures/figures",
    banner: (slug) => `assets/angry-miniatures/teams/team-${slug}.svg`,
    unalignedRim: "#8c8577",
    sides: {
      // Three teams of three a side; a side's teams share its rim and disposition, a banner colour each.
      "hearthguard-bridge-watch": { rim: "#c9a227", disposition: "friendly", glyph: "hearth", colour: "#7a4e1c", initials: "BW" },
      "hearthguard-lantern-patrol": { rim: "#c9a227", disposition: "friendly", glyph: "hearth", colour: "#8a6a1e", initials: "LP" },
      "hearthguard-hedge-riders": { rim: "#c9a227", disposition: "friendly", glyph: "hearth", colour: "#4e5a1c", initials: "HR" },
      "gloomfen-briar-pack": { rim: "#5b2a86", disposition: "hostile", glyph: "horde-shield", colour: "#3b2f4a", initials: "BP" },
      "gloomfen-mire-coven": { rim: "#5b2a86", disposition: "hostile", glyph: "horde-shield", colour: "#2f3b4a", initials: "MC" },
      "gloomfen-bog-lurkers": { rim: "#5b2a86", disposition: "hostile", glyph: "horde-shield", colour: "#3a4a2f", initials: "BL" },
    },
    figures: {
      "brinescale-oracle": { glyph: "tide", colour: "#1f6f8b", initials: "BO" },
      "dash-harrowby": { glyph: "dash", colour: "#a0522d", initials: "DH" },
      "frostbeard-hexer": { glyph: "snowflake", colour: "#2f5f8f", initials: "FH" },
      "gorla-the-cleaver": { glyph: "cleaver", colour: "#6e2c3c", initials: "GC" },
      "grumbolt-ironbrow": { glyph: "hammer", colour: "#6b4a2b", initials: "GI" },
      "mossback-the-swamp-troll": { glyph: "reeds", colour: "#4a5d23", initials: "MT" },
      "old-mother-hollow": { glyph: "hollow-moon", colour: "#2b2d4f", initials: "MH" },
      "pip-longshot": { glyph: "target", colour: "#8a5a14", initials: "PL" },
      "quill-the-skirmisher": { glyph: "quill", colour: "#2e6b5e", initials: "QS" },
      rageclaw: { glyph: "claw-marks", colour: "#8b1e1e", initials: "RC" },
      "sir-pellam-longreach": { glyph: "lance", colour: "#5c5f66", initials: "SP" },
      "sister-cinder": { glyph: "flame", colour: "#b5441b", initials: "SC" },
      skitterfang: { glyph: "spider", colour: "#3d3d3d", initials: "SF" },
      "thornhide-brawler": { glyph: "thorn-burst", colour: "#5a3d2b", initials: "TB" },
      tiddlewick: { glyph: "sparkle", colour: "#7b3f8c", initials: "TW" },
      valkyra: { glyph: "shield-cross", colour: "#23395d", initials: "VA" },
      "warden-fenwick": { glyph: "paw", colour: "#3f5f2a", initials: "WF" },
      wisp: { glyph: "wing", colour: "#5f7a8a", initials: "WI" },
    },
  },
  {
    id: "knight-fight",
    figurePack: "knight-fight-figures",
    sidePack: "knight-fight-figures",
    figureDir: "assets/knight-fight/figures",
    banner: (slug) => `assets/knight-fight/forces/${slug}.svg`,
    unalignedRim: "#9c8f78",
    sides: {
      "the-knights-of-the-silver-shelf": { rim: "#b4bcc8", disposition: "friendly", glyph: "knight-shield", colour: "#2f4a6b", initials: "KS" },
      "the-bookend-brigands": { rim: "#262322", disposition: "hostile", glyph: "brigand-mask", colour: "#7a2e2a", initials: "BB" },
    },
    figures: {
      "sir-gawaine-of-the-green-shelf": { glyph: "holly", colour: "#2f6b3a", initials: "SG" },
      "lady-merriel-longbow": { glyph: "longbow", colour: "#2d5f7e", initials: "LM" },
      "hew-the-javelin": { glyph: "javelin", colour: "#6a4c93", initials: "HJ" },
      "red-tam-the-axe-flinger": { glyph: "throwing-axe", colour: "#9b2f24", initials: "RT" },
      "oswin-the-crossbowman": { glyph: "crossbow", colour: "#5e5a2a", initials: "OC" },
      "captain-hobb-of-the-arbalests": { glyph: "crossed-bolts", colour: "#7a4a1e", initials: "CH" },
      "brother-cuthbert-of-the-mace": { glyph: "mace", colour: "#5a4632", initials: "BC" },
      "dame-ysolde-the-unbent": { glyph: "sword", colour: "#3a3f75", initials: "DY" },
      "jasper-quickhand": { glyph: "throwing-knives", colour: "#2e6b5e", initials: "JQ" },
      "mother-agnes-of-the-sling": { glyph: "sling", colour: "#7a2e4f", initials: "MA" },
      "pip-fletcher": { glyph: "fletching", colour: "#4d5a2a", initials: "PF" },
      "the-iron-warden": { glyph: "great-helm", colour: "#4a4f57", initials: "IW" },
    },
  },
  {
    id: "precious-moments",
    figurePack: "precious-moments-figures",
    sidePack: "precious-moments-figures",
    figureDir: "assets/precious-moments/figures",
    banner: (slug) => `assets/precious-moments/choirs/${slug}.svg`,
    unalignedRim: "#efe4cc",
    sides: {
      "the-chapel-window-choir": { rim: "#3d7cc9", disposition: "friendly", glyph: "chapel-window", colour: "#29476e", initials: "CW" },
      "the-nursery-shelf-choir": { rim: "#e07aa5", disposition: "hostile", glyph: "rattle", colour: "#7a3a5c", initials: "NS" },
    },
    figures: {
      "choir-boy-in-red-robe": { glyph: "music-notes", colour: "#a3262a", initials: "CB" },
      "angel-on-a-cloud": { glyph: "cloud-halo", colour: "#4f6f9a", initials: "AC" },
      "preacher-at-the-pulpit": { glyph: "open-book", colour: "#4a3b2c", initials: "PP" },
      "clown-with-balloons": { glyph: "balloons", colour: "#8a3b8f", initials: "CL" },
      "little-shepherd-with-lamb": { glyph: "crook", colour: "#5d6b2a", initials: "LS" },
      "bedtime-prayer-girl": { glyph: "moon-and-stars", colour: "#2b2d5f", initials: "PG" },
      "birthday-bear-hug": { glyph: "party-bear", colour: "#8a5a2b", initials: "BB" },
      "boy-with-puppy-in-basket": { glyph: "puppy-basket", colour: "#2d6e7e", initials: "BP" },
      "nurse-with-bandage": { glyph: "bandage", colour: "#2a7a5a", initials: "NB" },
      "fisherman-on-a-stump": { glyph: "fish", colour: "#25607a", initials: "FS" },
      "bride-and-groom": { glyph: "wedding-rings", colour: "#9a3f5f", initials: "BG" },
      "graduate-with-scroll": { glyph: "mortarboard-scroll", colour: "#3f3f46", initials: "GS" },
      "kneeling-drummer-boy": { glyph: "drum", colour: "#8b4513", initials: "KD" },
      "sunday-school-teacher": { glyph: "apple", colour: "#4b6b34", initials: "ST" },
    },
  },
];
