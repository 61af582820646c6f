import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { builtManifest, distPath } from "./dist";

describe("built system.json", () => {
  const manifest = builtManifest();

  it("has the fields a Foundry v13 system manifest needs", () => {
    expect(manifest.id).toBe("shelf-wars");
    expect(manifest.title).toBe("Shelf Wars");
    expect(typeof manifest.description).toBe("string");
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Array.isArray(manifest.authors) && (manifest.authors as unknown[]).length).toBeGreaterThan(0);
    expect(manifest.socket).toBe(true);
    expect(manifest.documentTypes).toBeTypeOf("object");
    expect(manifest.grid).toMatchObject({ type: expect.any(Number), distance: expect.any(Number), units: expect.any(String) });
    expect(manifest).not.toHaveProperty("template");
    for (const url of ["url", "manifest", "download"] as const) expect(String(manifest[url])).toMatch(/^https:\/\//);
    expect(String(manifest.download)).toContain(`v${String(manifest.version)}`);
  });

  it("runs on Foundry 13.346 or later, up to v14: the types describe 13.345, 13.346 fixed tokens entering Modify Movement regions, and v14 is verified at the build the stand-in models", async () => {
    const compatibility = manifest.compatibility as { minimum: string; verified: string; maximum: string };
    expect(compatibility).toEqual({ minimum: "13.346", verified: "14.367", maximum: "14" });
    const { standInRelease } = await import("../foundry-stand-in/generation");
    expect(compatibility.verified).toBe(standInRelease(14).version);
    expect(compatibility.maximum).toBe(String(standInRelease(14).generation));
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { devDependencies: Record<string, string> };
    const typesBuild = /@(\d+\.\d+)\.\d+$/.exec(pkg.devDependencies["fvtt-types"] ?? "")?.[1];
    expect(typesBuild, "fvtt-types is pinned to one Foundry build").toBeDefined();
    const [major, build] = compatibility.minimum.split(".").map(Number);
    const [typesMajor, typesBuildNumber] = String(typesBuild).split(".").map(Number);
    expect(major).toBe(typesMajor);
    expect(build).toBeGreaterThanOrEqual(typesBuildNumber ?? Infinity);
  });

  it("takes its version from package.json", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { version: string };
    expect(manifest.version).toBe(pkg.version);
  });

  it("references only files that exist in dist/", () => {
    const files = [
      ...manifest.esmodules,
      ...manifest.styles.map((s) => s.src),
      ...manifest.languages.map((l) => l.path),
      ...manifest.packs.map((p) => p.path ?? `packs/${p.name}`),
    ];
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(fs.existsSync(distPath(file)), file).toBe(true);
  });

  it("declares no template.json (data models are declared in documentTypes)", () => {
    expect(fs.existsSync("template.json")).toBe(false);
    expect(fs.existsSync(distPath("template.json"))).toBe(false);
  });

  it("bundles the module as an ES module with a source map", () => {
    const code = fs.readFileSync(distPath("shelf-wars.mjs"), "utf8");
    expect(code).toMatch(/sourceMappingURL=shelf-wars\.mjs\.map/);
    expect(code).not.toMatch(/\brequire\(/);
    expect(fs.existsSync(distPath("shelf-wars.mjs.map"))).toBe(true);
  });
});
