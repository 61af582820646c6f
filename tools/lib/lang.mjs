import fs from "node:fs";
import path from "node:path";
import { at } from "./paths.mjs";

function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Deep-merges fragments; the same key defined twice with different text is an error. */
export function mergeInto(target, source, where = "") {
  for (const [key, value] of Object.entries(source)) {
    const here = where ? `${where}.${key}` : key;
    if (isObject(value)) {
      if (target[key] !== undefined && !isObject(target[key])) throw new Error(`lang: ${here} is both text and a group`);
      target[key] ??= {};
      mergeInto(target[key], value, here);
    } else {
      if (typeof value !== "string") throw new Error(`lang: ${here} must be text`);
      if (target[key] !== undefined && target[key] !== value) throw new Error(`lang: ${here} is defined twice`);
      target[key] = value;
    }
  }
  return target;
}

/** English: every fragment in lang/en/*.json merged into one object. */
export function buildEnglish() {
  const dir = at("lang", "en");
  const merged = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
    mergeInto(merged, JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
  }
  return merged;
}

/** Flattens nested groups to dotted keys. */
export function flattenKeys(tree, prefix = "", out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const here = prefix ? `${prefix}.${key}` : key;
    if (isObject(value)) flattenKeys(value, here, out);
    else out.set(here, value);
  }
  return out;
}
