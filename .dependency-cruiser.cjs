// Import zones (docs/architecture.md), checked on resolved paths by `npm run lint:imports`.

/**
 * The web app's domains and the other domains each may import (besides the shared query keys). A new edge is a
 * design decision: add it here, and the lint keeps the graph one-way.
 */
const WEB_DOMAIN_IMPORTS = {
  session: [],
  security: ['session'],
  accounts: ['session'],
  recipients: ['session', 'accounts'],
  payments: ['session'],
  audit: ['session'],
  team: ['session'],
  notifications: ['session'],
  preferences: ['session'],
  statements: ['session'],
};

function webDomainRules() {
  const rules = Object.entries(WEB_DOMAIN_IMPORTS).map(([domain, allowed]) => ({
    name: 'web-domain-imports-undeclared-domain',
    comment: `domains/${domain}/ may import only ${allowed.length ? allowed.map((d) => `domains/${d}/`).join(', ') : 'no other domain'} (WEB_DOMAIN_IMPORTS).`,
    severity: 'error',
    from: { path: `^packages/web/src/domains/${domain}/` },
    to: {
      path: '^packages/web/src/domains/[^/]+/',
      pathNot: `^packages/web/src/domains/(${[domain, ...allowed].join('|')})/`,
    },
  }));
  rules.push({
    name: 'web-domain-unlisted',
    comment: 'Every folder of domains/ is listed in WEB_DOMAIN_IMPORTS with the domains it may import.',
    severity: 'error',
    from: { path: '^packages/web/src/' },
    to: {
      path: '^packages/web/src/domains/[^/]+/',
      pathNot: `^packages/web/src/domains/(${Object.keys(WEB_DOMAIN_IMPORTS).join('|')})/`,
    },
  });
  return rules;
}
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No module reaches itself through its imports (type-only imports count): a cycle means a type or a ' +
        'helper sits in the wrong module; move it to a leaf both sides can import.',
      severity: 'error',
      from: { path: '^(packages|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'web-feature-imports-other-feature',
      comment: 'A feature never imports another feature; combine features in app/.',
      severity: 'error',
      from: { path: '^packages/web/src/features/([^/]+)/' },
      to: { path: '^packages/web/src/features/', pathNot: '^packages/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-upward',
      comment:
        'components/ (the design system), lib/ (generic helpers), config/, stores/ and theme/ are the bottom ' +
        'layer: they import neither domains/, features/ nor app/.',
      severity: 'error',
      from: { path: '^packages/web/src/(components|lib|config|stores|theme)/' },
      to: { path: '^packages/web/src/(domains|features|app)/' },
    },
    {
      name: 'web-domain-imports-feature-or-app',
      comment: 'A domain (domains/<area>/) serves features; it never imports a feature nor app/.',
      severity: 'error',
      from: { path: '^packages/web/src/domains/' },
      to: { path: '^packages/web/src/(features|app)/' },
    },
    ...webDomainRules(),
    {
      name: 'web-feature-imports-app',
      comment: 'app/ composes features; a feature never reaches back into app/.',
      severity: 'error',
      from: { path: '^packages/web/src/features/' },
      to: { path: '^packages/web/src/app/' },
    },
    {
      name: 'nothing-imports-web',
      comment: 'Nothing outside the web app imports it.',
      severity: 'error',
      from: { pathNot: '^packages/web/' },
      to: { path: '^packages/web/' },
    },
    {
      name: 'mock-domain-is-pure',
      comment:
        'The simulator knows nothing of HTTP: domain/ imports neither the adapters nor HTTP libraries.',
      severity: 'error',
      from: { path: '^packages/mock-server/src/domain/' },
      to: {
        path: [
          '^packages/mock-server/src/(http|msw|control|operations)/',
          'node_modules/(fastify|@fastify|msw)/',
        ],
      },
    },
    {
      name: 'mock-context-through-index',
      comment:
        'domain/ is split into contexts (one folder each, docs/architecture.md): another context reaches one ' +
        'only through its index.ts, its public surface; inside a context, files import each other directly. ' +
        'Tests may reach a fixture behind the index (a seed constant), so the index stays what production uses.',
      severity: 'error',
      from: {
        path: '^packages/mock-server/src/domain/([^/]+)/',
        pathNot: [
          '^packages/mock-server/src/domain/(bank/store|bank/watched-writes|[^/]+/[^/]+-records)[.]ts$',
          '[.]test[.]ts$',
        ],
      },
      to: {
        path: '^packages/mock-server/src/domain/',
        pathNot: [
          '^packages/mock-server/src/domain/$1/',
          '^packages/mock-server/src/domain/[^/]+/index[.]ts$',
        ],
      },
    },
    {
      name: 'mock-context-through-index',
      comment:
        'The one way round: the bank state shape (bank/store.ts) holds every context’s records, its watched ' +
        'writes (bank/watched-writes.ts) write them, and a record ' +
        'names another context’s (a payment its approval), so these import the type-only *-records.ts files ' +
        'directly; through an index.ts they would close a cycle (an index leads to code that reads the store).',
      severity: 'error',
      from: {
        path: '^packages/mock-server/src/domain/(bank/store|bank/watched-writes|([^/]+)/[^/]+-records)[.]ts$',
      },
      to: {
        path: '^packages/mock-server/src/domain/',
        pathNot: [
          '^packages/mock-server/src/domain/$2/',
          '^packages/mock-server/src/domain/bank/',
          '^packages/mock-server/src/domain/[^/]+/(index|[^/]+-records)[.]ts$',
        ],
      },
    },
    {
      name: 'mock-context-through-index',
      comment:
        'Code outside domain/ (operations/, http/, msw/, control/, scripts, benches) reaches a context of the ' +
        'simulator only through its index.ts. Tests (beside a module or under tests/) may reach a ' +
        'fixture behind it, so knip --production sees an index export nothing but tests uses.',
      severity: 'error',
      from: {
        pathNot: ['^packages/mock-server/src/domain/', '[.]test[.]ts$', '^packages/mock-server/tests/'],
      },
      to: {
        path: '^packages/mock-server/src/domain/',
        pathNot: '^packages/mock-server/src/domain/[^/]+/index[.]ts$',
      },
    },
    {
      name: 'mock-validation-is-shared',
      comment:
        'validation/ (the contract checks both adapters run) sits beside domain/: it imports neither adapter.',
      severity: 'error',
      from: { path: '^packages/mock-server/src/validation/' },
      to: { path: '^packages/mock-server/src/(http|msw|control)/' },
    },
    {
      name: 'api-types-imports-no-app',
      comment: 'api-types is the bottom layer: it imports neither the apps nor the mock.',
      severity: 'error',
      from: { path: '^packages/api-types/' },
      to: { path: '^packages/(web|mock-server|e2e)/' },
    },
    {
      name: 'no-reach-into-package-src',
      comment: 'Import another package through its exports (package name), never by a relative path into it.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/' },
      to: { path: '^packages/', pathNot: ['^packages/$1/', 'node_modules'], dependencyTypes: ['local'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist[^/]*/', '/generated/', '/test-results/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
