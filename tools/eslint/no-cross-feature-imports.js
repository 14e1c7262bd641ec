import path from 'node:path';

/**
 * Web features never import each other, and nothing below src/lib or src/features
 * imports from src/app: imports flow lib → features → app.
 */
const FEATURE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;
const LIB = /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]/;
const APP = /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]/;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports between web features and upward imports' },
    messages: {
      crossFeature:
        "Feature '{{from}}' may not import feature '{{to}}'; move shared code to src/lib.",
      upward: '{{layer}} may not import from {{target}}: imports flow lib → features → app.',
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const fromFeature = FEATURE.exec(filename)?.[1];
    const inLib = LIB.test(filename);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = path.resolve(path.dirname(filename), source) + path.sep;
        const toFeature = FEATURE.exec(target)?.[1];
        if (fromFeature && toFeature && toFeature !== fromFeature) {
          context.report({
            node,
            messageId: 'crossFeature',
            data: { from: fromFeature, to: toFeature },
          });
        }
        if ((fromFeature || inLib) && APP.test(target)) {
          context.report({
            node,
            messageId: 'upward',
            data: { layer: fromFeature ? 'A feature' : 'src/lib', target: 'src/app' },
          });
        }
        if (inLib && toFeature) {
          context.report({
            node,
            messageId: 'upward',
            data: { layer: 'src/lib', target: 'a feature' },
          });
        }
      },
    };
  },
};
