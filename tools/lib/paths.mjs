import { fileURLToPath } from "node:url";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DIST = path.join(ROOT, "dist");
export const SYSTEM_ID = "shelf-wars";
export const at = (...parts) => path.join(ROOT, ...parts);
