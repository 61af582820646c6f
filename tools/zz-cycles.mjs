import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
const root = path.resolve("src");
const files = [];
const walk = (d) => { for (const e of fs.readdirSync(d, { withFileTypes: true })) { const p = path.join(d, e.name); if (e.isDirectory()) walk(p); else if (/\.ts$/.test(e.name) && !e.name.endsWith(".d.ts")) files.push(p); } };
walk(root);
const resolve = (from, spec) => { if (!spec.startsWith(".")) return null; const base = path.resolve(path.dirname(from), spec); for (const c of [base, base + ".ts", path.join(base, "index.ts"), base.replace(/\.js$/, ".ts")]) if (fs.existsSync(c) && fs.statSync(c).isFile()) return c; return null; };
const graph = new Map(); const typeOnly = process.argv.includes("--types");
for (const f of files) {
  const sf = ts.createSourceFile(f, fs.readFileSync(f, "utf8"), ts.ScriptTarget.Latest, false);
  const deps = new Set();
  for (const st of sf.statements) {
    if ((ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      const isType = ts.isImportDeclaration(st) ? st.importClause?.isTypeOnly || (st.importClause && !st.importClause.name && st.importClause.namedBindings && ts.isNamedImports(st.importClause.namedBindings) && st.importClause.namedBindings.elements.length > 0 && st.importClause.namedBindings.elements.every((e) => e.isTypeOnly)) : st.isTypeOnly;
      if (isType && !typeOnly) continue;
      const r = resolve(f, st.moduleSpecifier.text); if (r) deps.add(r);
    }
  }
  // dynamic imports
  const visit = (n) => { if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteral(n.arguments[0])) { const r = resolve(f, n.arguments[0].text); if (r) deps.add(r); } ts.forEachChild(n, visit); };
  visit(sf);
  graph.set(f, [...deps]);
}
function scc(g) { let i = 0; const idx = new Map(), low = new Map(), on = new Set(), st = [], out = [];
  const sc = (v) => { idx.set(v, i); low.set(v, i); i++; st.push(v); on.add(v); for (const w of g.get(v) ?? []) { if (!idx.has(w)) { sc(w); low.set(v, Math.min(low.get(v), low.get(w))); } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w))); } if (low.get(v) === idx.get(v)) { const c = []; let w; do { w = st.pop(); on.delete(w); c.push(w); } while (w !== v); if (c.length > 1 || (g.get(v) ?? []).includes(v)) out.push(c); } };
  for (const v of g.keys()) if (!idx.has(v)) sc(v); return out; }
const rel = (p) => path.relative(root, p);
const fileCycles = scc(graph);
console.log("file SCCs:", fileCycles.length, fileCycles.map((c) => c.length));
for (const c of fileCycles) console.log("  ", c.map(rel).join(" | "));
const folderOf = (f) => rel(f).split("/").slice(0, rel(f).split("/").length > 2 ? 2 : 1).join("/");
const fg = new Map();
for (const [f, ds] of graph) { const a = folderOf(f); if (!fg.has(a)) fg.set(a, new Set()); for (const d of ds) { const b = folderOf(d); if (b !== a) fg.get(a).add(b); } }
const fg2 = new Map([...fg].map(([k, v]) => [k, [...v]]));
const folderCycles = scc(fg2);
console.log("folder SCCs:", folderCycles.length);
for (const c of folderCycles) console.log("  ", c.join(" | "));
// edges between areas in the SCC, with counts and example
const edges = new Map();
for (const [f, ds] of graph) for (const d of ds) { const a = folderOf(f), b = folderOf(d); if (a !== b && a.startsWith("foundry") && b.startsWith("foundry")) { const k = a + " -> " + b; if (!edges.has(k)) edges.set(k, []); edges.get(k).push(rel(f) + " -> " + rel(d)); } }
for (const [k, v] of [...edges].sort()) console.log(k, v.length, process.argv.includes("--ex") ? "\n      " + v.slice(0, 4).join("\n      ") : "");
if (process.argv.includes("--cli")) {
const e2 = new Map();
for (const [f, ds] of graph) for (const d of ds) { const a = folderOf(f), b = folderOf(d); if (a !== b && a.startsWith("cli") && b.startsWith("cli")) { const k = a + " -> " + b; if (!e2.has(k)) e2.set(k, []); e2.get(k).push(rel(f) + " -> " + rel(d)); } }
for (const [k, v] of [...e2].sort()) console.log("CLI", k, v.length, "\n      " + v.slice(0, 5).join("\n      "));
}
if (process.argv.includes("--back")) {
  const reach = (from, to) => { const seen = new Set([from]); const q = [from]; while (q.length) { const x = q.pop(); if (x === to) return true; for (const y of fg2.get(x) ?? []) if (!seen.has(y)) { seen.add(y); q.push(y); } } return false; };
  const ed = new Map();
  for (const [f, ds] of graph) for (const d of ds) { const a = folderOf(f), b = folderOf(d); if (a !== b && reach(b, a)) { const k = a + " -> " + b; if (!ed.has(k)) ed.set(k, new Set()); ed.get(k).add(rel(f) + " -> " + rel(d)); } }
  for (const [k, v] of [...ed].sort((x, y) => x[1].size - y[1].size)) console.log("BACK", k, v.size, "\n      " + [...v].slice(0, 6).join("\n      "));
}
