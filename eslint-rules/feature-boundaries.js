import path from 'node:path';

/**
 * Server features meet only at their index.ts, along the declared graph. Each relative import, re-export and import()
 * is resolved against the file; one that enters another feature's folder must name its index.js (a), and the
 * importing feature must be allowed to use that feature (b). Options: { featuresDir, allowed: { feature: [feature] } }.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { featuresDir: { type: 'string' }, allowed: { type: 'object' } },
        required: ['featuresDir', 'allowed'],
      },
    ],
    messages: {
      deep: "« {{spec}} » entre dans server/features/{{target}} par un fichier interne : importez depuis server/features/{{target}}/index.js (ajoutez-y l'export s'il manque).",
      notAllowed:
        "server/features/{{own}} n'a pas le droit d'utiliser server/features/{{target}} (graphe déclaré dans eslint-rules/server-features.js) : ajoutez l'arête si elle ne crée pas de cycle, sinon déplacez le code partagé dans server/lib ou dans la fonctionnalité qui en est propriétaire.",
    },
  },
  create(context) {
    const { featuresDir, allowed } = context.options[0];
    const featureOf = (file) => {
      const relative = path.relative(featuresDir, file);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
      const [feature, ...rest] = relative.split(path.sep);
      return rest.length > 0 ? { feature, inner: rest.join('/') } : null;
    };
    const own = featureOf(context.filename)?.feature ?? null;
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source.value));
      if (!target || target.feature === own) return;
      const data = { spec: source.value, target: target.feature, own };
      if (!/^index\.(js|ts)$/.test(target.inner)) context.report({ node: source, messageId: 'deep', data });
      if (own && !(allowed[own] ?? []).includes(target.feature)) context.report({ node: source, messageId: 'notAllowed', data });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
