import path from 'node:path';

/**
 * Web layers import downward only: lib → shared → features → app. A feature never imports
 * another feature (what two features need lives in src/shared, or src/lib when it is not
 * about one resource); src/shared never imports a feature or the app; src/lib imports
 * neither shared, features nor the app.
 */
const FEATURE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;
const SHARED = /[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/]/;
const LIB = /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]/;
const APP = /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]/;

function layerOf(file) {
  const feature = FEATURE.exec(file)?.[1];
  if (feature) return { name: 'feature', label: `Feature '${feature}'`, feature, rank: 2 };
  if (SHARED.test(file)) return { name: 'shared', label: 'src/shared', rank: 1 };
  if (LIB.test(file)) return { name: 'lib', label: 'src/lib', rank: 0 };
  if (APP.test(file)) return { name: 'app', label: 'src/app', rank: 3 };
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports between web features and upward imports' },
    messages: {
      crossFeature:
        "Feature '{{from}}' may not import feature '{{to}}'; move what both need to src/shared " +
        '(a resource) or src/lib.',
      upward:
        '{{layer}} may not import from {{target}}: imports flow lib → shared → features → app.',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = layerOf(path.resolve(path.dirname(context.filename), source) + path.sep);
        if (!to) return;
        if (from.feature && to.feature && to.feature !== from.feature) {
          context.report({
            node,
            messageId: 'crossFeature',
            data: { from: from.feature, to: to.feature },
          });
        } else if (to.rank > from.rank) {
          const target = to.feature ? 'a feature' : to.label;
          context.report({ node, messageId: 'upward', data: { layer: from.label, target } });
        }
      },
    };
  },
};
