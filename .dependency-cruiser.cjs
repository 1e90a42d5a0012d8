// The layers of the app and the one direction their imports point: app → features → writes → queries →
// services → auth → api → config, with farcaster/, components/ and errors/ at the bottom. Tests, fixtures
// and benchmarks run in Node and may reach across layers (to the local gateway, for instance). The gateway
// keeps its test support in gateway/testing/, its attack suite in gateway/attack/, and two benchmarks at its root.
const TESTS = '(\\.test\\.tsx?|\\.bench\\.ts)$|/fixtures/|/testModel\\.ts$|^gateway/(testing|attack)/|^gateway/(bench|loadBench)\\.ts$';

// Links to screens are built by the one module next to the route table, which every layer may use.
const ROUTE_PATHS = '^src/app/routePaths\\.ts$';

/** A layer (a folder of src/) that must not import the folders listed. */
const layer = (name, forbidden, comment) => ({
  name: `layer-${name}`,
  comment,
  severity: 'error',
  from: { path: `^src/${name}/`, pathNot: TESTS },
  to: { path: `^src/(${forbidden.join('|')})/`, pathNot: ROUTE_PATHS },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be understood (or tested) one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-not-server',
      comment: 'The browser app never imports the gateway: shared protocol facts live in src/farcaster, which the gateway imports.',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^(gateway|scripts|e2e)/' },
    },
    {
      name: 'browser-no-node',
      comment: 'Browser code has no Node built-ins.',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'gateway-shares-protocol-only',
      comment: 'The gateway takes from the app only browser-safe protocol facts (src/farcaster), never screens or state.',
      severity: 'error',
      from: { path: '^(gateway|scripts)/', pathNot: TESTS },
      to: { path: '^src/', pathNot: '^src/farcaster/' },
    },
    {
      name: 'no-test-code-in-app',
      comment: 'Tests and fixtures are not part of what ships.',
      severity: 'error',
      from: { path: '^(src|gateway)/', pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'route-paths-stand-alone',
      comment: 'Every layer may link through routePaths.ts, so it imports nothing of the app.',
      severity: 'error',
      from: { path: ROUTE_PATHS },
      to: { path: '^src/' },
    },
    layer('features', ['app'], 'Screens are composed by app/, never the other way round.'),
    layer('writes', ['app', 'features'], 'Writes serve every screen, so they know none of them.'),
    layer('queries', ['app', 'features', 'writes', 'wallet', 'components'], 'Reads know the gateway client and the session, not screens.'),
    layer('wallet', ['app', 'features', 'writes', 'queries'], 'The wallet connection knows nothing of screens or reads.'),
    layer('services', ['app', 'features', 'writes', 'queries', 'wallet', 'components'], 'The services context sits below everything that uses it.'),
    layer('auth', ['app', 'features', 'writes', 'queries', 'services', 'wallet', 'components'], 'Sign-in state is plain code below React screens.'),
    layer('api', ['app', 'features', 'writes', 'queries', 'services', 'auth', 'wallet', 'components', 'config'], 'The gateway client knows HTTP and JSON only.'),
    layer('config', ['app', 'features', 'writes', 'queries', 'services', 'auth', 'api', 'wallet', 'components'], 'Settings are plain values.'),
    layer('components', ['app', 'features', 'writes', 'queries', 'services', 'auth', 'wallet'], 'Shared presentational pieces take what they show as props.'),
    layer('farcaster', ['app', 'features', 'writes', 'queries', 'services', 'auth', 'api', 'wallet', 'components', 'config'], 'Pure protocol code, shared with the gateway.'),
    layer('errors', ['app', 'features', 'writes', 'queries', 'services', 'auth', 'api', 'wallet', 'components', 'config', 'farcaster'], 'The base error sits under every layer.'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
