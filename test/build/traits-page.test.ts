import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CRIT_IDS, CRITS, critHintKey, critNameKey } from "../../src/rules/angry-miniatures/crits";
import { FLAW_IDS, FLAWS, PERK_IDS, PERKS, flawHintKey, flawNameKey, perkHintKey, perkNameKey } from "../../src/rules/angry-miniatures/traits";

/**
 * The Angry Miniatures journal's reference page of perks, flaws and crits is made from the rules'
 * own tables and the English strings, so it says what the sheets' hints say and lists every trait.
 * `SHELF_WARS_WRITE_TRAITS_PAGE=1 npx vitest run test/build/traits-page.test.ts` writes it anew.
 */
const SOURCE = "packs/_source/shelf-wars-rules/angry-miniatures.json";
const PAGE_ID = "pgamtraitsref001";
const PAGE_NAME = "Perks, flaws and crits";

const lang = JSON.parse(fs.readFileSync("lang/en/angry-miniatures.json", "utf8")) as Record<string, unknown>;
function english(key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], (lang as { SHELFWARS: unknown }).SHELFWARS);
  if (typeof value !== "string") throw new Error(`no English for ${key}`);
  return value;
}
const escape = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function section(title: string, intro: string, rows: readonly { name: string; hint: string; recordedOnly: boolean }[]): string {
  const items = rows.map((row) => `<li><strong>${escape(row.name)}</strong>${row.recordedOnly ? " <em>(recorded only)</em>" : ""}: ${escape(row.hint)}</li>`).join("");
  return `<h2>${title}</h2><p>${intro}</p><ul>${items}</ul>`;
}

function expectedContent(): string {
  const perks = PERK_IDS.map((id) => ({ name: english(perkNameKey(id)), hint: english(perkHintKey(id)), recordedOnly: PERKS[id].undefinedBySource === true }));
  const flaws = FLAW_IDS.map((id) => ({ name: english(flawNameKey(id)), hint: english(flawHintKey(id)), recordedOnly: FLAWS[id].undefinedBySource === true }));
  const crits = CRIT_IDS.map((id) => ({ name: english(critNameKey(id)), hint: english(critHintKey(id)), recordedOnly: CRITS[id].undefinedBySource === true }));
  return [
    "<p>Every figure has one perk, one flaw and one crit. This page lists them all with what Shelf Wars does with each; the figure sheet shows the same text beside each choice. A trait marked <em>recorded only</em> is named by the rules without saying what it does, so Shelf Wars keeps it on the figure and gives it no effect.</p>",
    section("Perks", "A perk helps its figure.", perks),
    section("Flaws", "A flaw hinders its figure.", flaws),
    section("Crits", "A crit fires when its trigger shows in the dice (two Aces unless it says otherwise).", crits),
  ].join("");
}

interface JournalSource {
  _id: string;
  pages: { _id: string; _key: string; name: string; sort: number; text: { content: string; format: number } }[];
}

describe("the Angry Miniatures traits reference page", () => {
  const journal = JSON.parse(fs.readFileSync(SOURCE, "utf8")) as JournalSource;
  if (process.env.SHELF_WARS_WRITE_TRAITS_PAGE === "1") {
    const template = journal.pages.find((page) => page.name === "The figures")!;
    const page = { ...structuredClone(template), _id: PAGE_ID, _key: `!journal.pages!${journal._id}.${PAGE_ID}`, name: PAGE_NAME, sort: template.sort + 100000, text: { ...template.text, content: expectedContent() } };
    journal.pages = [...journal.pages.filter((p) => p._id !== PAGE_ID), page];
    fs.writeFileSync(SOURCE, `${JSON.stringify(journal, null, 2)}\n`);
  }

  it("lists every perk, flaw and crit with the sheets' own text, the undefined ones marked recorded only", () => {
    const page = journal.pages.find((p) => p._id === PAGE_ID);
    expect(page?.name).toBe(PAGE_NAME);
    expect(page?.text.content).toBe(expectedContent());
    expect(page?.text.content).toContain("<strong>Has Companion</strong> <em>(recorded only)</em>");
  });
});
