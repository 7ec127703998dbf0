// Layers of server/src, checked on every relative import (static and dynamic), as
// eslint-boundaries.js holds the web's:
//   shell (app, main, bootstrap, seed) > modules/<domain> > plugins > shared (lib, db, config, deps)
// Shared code serves every module and knows none of them; the plugins (the auth hook, the error
// handler) sit above it and below the modules that rely on them; nothing imports the shell. Test
// code (test/, *.test.ts) may import anything, and product code never imports it.
import path from 'node:path';

const serverSrc = path.join(import.meta.dirname, '..', 'server', 'src');
const RANKS = { shared: 0, plugins: 1, modules: 2, shell: 3 };

const layerOf = (file) => {
  const relative = path.relative(serverSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  // An import names a file without its extension ('../config'): the layer reads the bare name.
  const top = relative.split(path.sep)[0].replace(/\.ts$/, '');
  if (top === 'test' || /\.test(\.ts)?$/.test(relative)) return 'test';
  if (top === 'lib' || top === 'db' || top === 'config' || top === 'deps') return 'shared';
  if (top === 'plugins') return 'plugins';
  if (top === 'modules') return 'modules';
  return 'shell';
};

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between the layers of server/src' },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || from === 'test') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to === from) return;
      if (to === 'test')
        context.report({ node, message: 'Product code does not import test code.' });
      else if (RANKS[to] > RANKS[from])
        context.report({
          node,
          message: `The ${from} layer sits below the ${to} layer: move what both need down to lib/.`,
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

export const serverLayers = { rules: { layers } };
