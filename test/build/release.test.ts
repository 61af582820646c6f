import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveTarget } from "../../tools/link.mjs";
import { referencedFiles, shippedFiles } from "../../tools/release.mjs";
import { builtManifest, distPath } from "./dist";

describe("release", () => {
  it("ships every file the manifest references, with system.json at the root", () => {
    const manifest = builtManifest();
    const shipped = shippedFiles(manifest);
    for (const file of referencedFiles(manifest)) expect(shipped).toContain(file);
    expect(shipped).toContain("system.json");
    for (const file of shipped) expect(fs.existsSync(distPath(file)), file).toBe(true);
  });
});

describe("npm run link", () => {
  it("refuses a folder that is not Foundry user data", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sw-notfoundry-"));
    expect(() => resolveTarget(folder)).toThrow(/not a Foundry user-data folder/);
    expect(() => resolveTarget(undefined)).toThrow(/FOUNDRY_DATA/);
  });

  it("targets Data/systems/shelf-wars inside a user-data folder", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sw-foundry-"));
    fs.mkdirSync(path.join(folder, "Data"));
    fs.mkdirSync(path.join(folder, "Config"));
    expect(resolveTarget(folder)).toBe(path.join(folder, "Data", "systems", "shelf-wars"));
  });
});
