// Layers of web/src, checked on every relative import (static and dynamic):
//   shell (app, routes, layouts, main) > features/<name> > shared (components, lib, auth, theme, locales)
// Features never import each other; shared code imports neither features nor the shell; product
// code never imports the template pages. routes/paths.ts is the one shell file everyone may use.
import path from 'node:path';

const webSrc = path.join(import.meta.dirname, '..', 'web', 'src');
const SHARED = new Set(['components', 'lib', 'auth', 'theme', 'locales', 'test']);

const layerOf = (file) => {
  const relative = path.relative(webSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  if (top === 'features') return { layer: 'feature', name: second };
  if (top === 'templates') return { layer: 'templates' };
  if (top === 'routes' && second?.startsWith('paths')) return { layer: 'paths' };
  if (SHARED.has(top)) return { layer: 'shared' };
  return { layer: 'shell' };
};

const violation = (from, to) => {
  if (to.layer === 'paths') return null;
  if (from.layer === 'feature') {
    if (to.layer === 'feature' && to.name !== from.name)
      return 'Features do not import each other: move the shared part to components/ or lib/.';
    if (to.layer === 'shell') return 'Features sit below the app shell (app, routes, layouts).';
    if (to.layer === 'templates') return 'Product code does not import template pages.';
  }
  if (from.layer === 'shared') {
    if (to.layer === 'feature' || to.layer === 'shell')
      return 'Shared code sits below features and the app shell.';
    if (to.layer === 'templates') return 'Product code does not import template pages.';
  }
  if (from.layer === 'templates' && to.layer === 'feature')
    return 'Template pages do not import product features.';
  return null;
};

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between the layers of web/src' },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || from.layer === 'shell' || from.layer === 'paths') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      const message = to && violation(from, to);
      if (message) context.report({ node, message });
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

export const boundaries = { rules: { layers } };
