/**
 * Import boundaries of the architecture guide, enforced by `npm run lint` (issue 13, item 1).
 *
 * - contracts import nothing from the apps (contracts <- api, contracts <- web);
 * - web shared code (`src/lib`, `src/components`) imports no feature and not the app layer;
 * - a feature uses another feature only through that feature's `index.ts` (web and API alike);
 * - no import cycle of any kind: static, dynamic (`import()`), or type-only.
 *
 * Run by hand: `npx depcruise apps packages --config .dependency-cruiser.cjs`.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle, static or dynamic: split the shared part out or invert the dependency.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-import-no-app',
      severity: 'error',
      comment: 'packages/contracts is shared by both apps and imports neither (architecture guide).',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-shared-code-imports-no-feature-or-app',
      severity: 'error',
      comment: 'src/lib and src/components serve every feature; they cannot depend on one, nor on src/app.',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-uses-other-features-through-index',
      severity: 'error',
      comment: 'A feature exposes what others may use through its index.ts; import that, not its internals.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/.+',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      // A warning until the API's feature boundaries are fixed (issue 13, item 3: the route
      // layer and services); it still lists every crossing on each run. Then: 'error'.
      name: 'api-feature-uses-other-features-through-index',
      severity: 'warn',
      comment: 'A feature exposes what others may use through its index.ts; import that, not its internals.',
      from: { path: '^apps/api/src/features/([^/]+)/' },
      to: {
        path: '^apps/api/src/features/([^/]+)/.+',
        pathNot: ['^apps/api/src/features/$1/', '^apps/api/src/features/[^/]+/index\\.ts$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|drizzle)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
