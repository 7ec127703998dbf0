// No import circles between the files of server/src: every file sits above what it imports, so a
// module can be read (and tested) without the ones that use it. Type-only imports count too: a
// circle of types is the same tangle to a reader. The graph is read once per lint run.
import fs from 'node:fs';
import path from 'node:path';

const serverSrc = path.join(import.meta.dirname, '..', 'server', 'src');
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

const sourceFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

const resolve = (from, specifier) => {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  return (
    [`${base}.ts`, base, path.join(base, 'index.ts')].find(
      (file) => file.endsWith('.ts') && fs.existsSync(file),
    ) ?? null
  );
};

/** The circles of the import graph: each file in one maps to the files of its circle (Tarjan). */
const circlesOf = (files) => {
  const edges = new Map(
    files.map((file) => [
      file,
      [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((match) => resolve(file, match[1] ?? match[2]))
        .filter(Boolean),
    ]),
  );
  const index = new Map();
  const low = new Map();
  const stack = [];
  const circles = new Map();
  let counter = 0;
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const members = [];
    let member;
    do {
      member = stack.pop();
      members.push(member);
    } while (member !== file);
    if (members.length > 1) for (const each of members) circles.set(each, members);
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return { edges, circles };
};

let graph = null;

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circles between the files of server/src' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (path.relative(serverSrc, file).startsWith('..')) return {};
    graph ??= circlesOf(sourceFiles(serverSrc));
    const circle = graph.circles.get(file);
    if (!circle) return {};
    const names = circle.map((member) => path.relative(serverSrc, member)).join(', ');
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      if (circle.includes(resolve(file, source)))
        context.report({
          node,
          message: `Import circle between ${names}: move what both need to a lower file.`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) =>
        check(node, node.source.type === 'Literal' ? node.source.value : null),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export const importCycles = { rules: { 'no-cycle': noCycle } };
