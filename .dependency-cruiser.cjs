/**
 * One-way imports (architecture guide, "Imports run one way"; issue 13 item 1), checked by
 * `npm run lint`:
 * - contracts import nothing from the apps;
 * - shared code (web lib/components, API lib/db/plugins/integrations) imports no feature and
 *   not the web's app layer;
 * - a feature reaches another feature only through that feature's index.ts;
 * - no import cycle, static or dynamic (`import()` counts);
 * - production code never imports its app's test tree (apps/api/src/test/, apps/web/src/test/).
 *
 * Test code is `*.test.ts(x)` and anything under a `test/` folder: each app's test helpers live in
 * its src/test/ (issue 38 item 4).
 */
const feature = (app) => `^apps/${app}/src/features/([^/]+)/`;
const tests = '\\.test\\.tsx?$|/test/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle, static or dynamic: modules must form a one-way graph.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-import-no-app',
      severity: 'error',
      comment: 'packages/contracts is shared by both apps and imports neither.',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      severity: 'error',
      comment: 'lib and components serve every feature; they import no feature and not the app layer.',
      from: { path: '^apps/web/src/(lib|components)/', pathNot: tests },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'api-shared-code-imports-no-feature',
      severity: 'error',
      comment: 'lib, db, plugins and integrations serve every feature; they import none.',
      from: { path: '^apps/api/src/(lib|db|plugins|integrations)/', pathNot: tests },
      to: { path: '^apps/api/src/features/' },
    },
    ...['web', 'api'].map((app) => ({
      name: `${app}-production-imports-no-test-tree`,
      severity: 'error',
      comment: `apps/${app}/src/test/ holds test set-up and helpers; production code never imports them.`,
      from: { path: `^apps/${app}/src/`, pathNot: tests },
      to: { path: `^apps/${app}/src/test/` },
    })),
    ...['web', 'api'].map((app) => ({
      name: `${app}-feature-through-its-index`,
      severity: 'error',
      comment: "A feature uses another feature only through that feature's index.ts.",
      from: { path: feature(app), pathNot: tests },
      to: {
        path: `^apps/${app}/src/features/[^/]+/.+`,
        pathNot: [`^apps/${app}/src/features/$1/`, `^apps/${app}/src/features/[^/]+/index\\.tsx?$`],
      },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
