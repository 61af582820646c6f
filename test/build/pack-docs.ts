import fs from "node:fs";
import { packSourceFiles, packSourceNames } from "../../tools/lib/packs.mjs";

export type PackValue = string | number | boolean | null | PackValue[] | { [key: string]: PackValue };
export interface PackDoc {
  _id: string;
  _key: string;
  name: string;
  type?: string;
  img?: string;
  system?: Record<string, PackValue>;
  [key: string]: PackValue | undefined;
}

export interface SourceDoc {
  pack: string;
  file: string;
  doc: PackDoc;
}

/** Every source document of every pack under packs/_source/. */
export function allSourceDocs(): SourceDoc[] {
  return packSourceNames().flatMap((pack) =>
    packSourceFiles(pack).map((file) => ({ pack, file, doc: JSON.parse(fs.readFileSync(file, "utf8")) as PackDoc })),
  );
}

const IMAGE = /\.(svg|png|webp|jpe?g|gif|avif)$/i;

/**
 * Every image path a document names: string values ending in an image extension, and the `src`
 * of each <img> inside HTML text (journal pages, notes). Paths are returned with where they sit.
 */
export function imagePaths(value: unknown, where = ""): { where: string; path: string }[] {
  if (typeof value === "string") {
    const inHtml = [...value.matchAll(/<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi)].map((m) => ({ where, path: m[1] ?? "" }));
    if (inHtml.length > 0) return inHtml;
    return IMAGE.test(value.trim()) && !/[\s<>]/.test(value.trim()) ? [{ where, path: value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => imagePaths(v, `${where}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => imagePaths(v, where ? `${where}.${k}` : k));
  return [];
}
