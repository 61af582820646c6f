// The import graph of src/: every static import, export-from and dynamic import() between its
// files, type-only ones included (a type cycle is still two files that cannot be read apart), and
// the cycles in it, by file and by area (src/foundry/<area>, src/rules/<ruleset>, src/cli/<area>).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Every .ts file under `dir` (declaration files left out). */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function importsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found = new Set();
  const add = (node) => {
    if (node && ts.isStringLiteral(node)) {
      const target = resolveImport(file, node.text);
      if (target) found.add(target);
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

/**
 * file (relative to `root`, forward slashes) -> the files it imports.
 * @param {string} root
 * @returns {Map<string, string[]>}
 */
export function importGraph(root, dir = "src") {
  const rel = (file) => path.relative(root, file).split(path.sep).join("/");
  return new Map(sourceFiles(path.join(root, dir)).map((file) => [rel(file), importsOf(file).map(rel)]));
}

/**
 * Strongly connected groups of more than one node (or a node importing itself), each sorted.
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
export function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

/**
 * The area a file belongs to: `src/foundry/chat`, `src/rules/knight-fight`, `src/cli` for a top-level file.
 * @param {string} file
 */
export function areaOf(file) {
  const parts = file.split("/");
  return parts.slice(0, Math.min(parts.length - 1, 3)).join("/");
}

/**
 * The folder a file is in: `src/foundry/knight-fight/cards`.
 * @param {string} file
 */
export function folderOf(file) {
  return file.split("/").slice(0, -1).join("/");
}

/**
 * The graph between groups of files (areas by default, or folders), with one example import behind each edge.
 * @param {Map<string, string[]>} graph
 * @param {(file: string) => string} [groupOf]
 * @returns {{ graph: Map<string, string[]>, examples: Map<string, string> }}
 */
export function areaGraph(graph, groupOf = areaOf) {
  const areas = new Map();
  const examples = new Map();
  for (const [file, imports] of graph) {
    const from = groupOf(file);
    if (!areas.has(from)) areas.set(from, new Set());
    for (const target of imports) {
      const to = groupOf(target);
      if (to === from) continue;
      areas.get(from).add(to);
      if (!examples.has(`${from} -> ${to}`)) examples.set(`${from} -> ${to}`, `${file} -> ${target}`);
    }
  }
  return { graph: new Map([...areas].map(([area, targets]) => [area, [...targets]])), examples };
}
