import fs from "node:fs";
import { at } from "./paths.mjs";

/** The repository's web address from package.json (`git+https://…/x.git` -> `https://…/x`). */
export function repositoryUrl(pkg) {
  const raw = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  if (!raw) throw new Error("package.json has no repository url: the release URLs are derived from it");
  return raw.replace(/^git\+/, "").replace(/\.git$/, "");
}

/** system.json as shipped: version and URLs derived from package.json. */
export function builtManifest() {
  const pkg = JSON.parse(fs.readFileSync(at("package.json"), "utf8"));
  const manifest = JSON.parse(fs.readFileSync(at("system.json"), "utf8"));
  const repo = repositoryUrl(pkg);
  return {
    ...manifest,
    version: pkg.version,
    url: repo,
    bugs: `${repo}/issues`,
    manifest: `${repo}/releases/latest/download/system.json`,
    download: `${repo}/releases/download/v${pkg.version}/shelf-wars.zip`,
  };
}
