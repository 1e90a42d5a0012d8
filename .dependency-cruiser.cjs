// The layers of the app and the one direction their imports point: app → features → widgets → writes → queries →
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

// The gateway's layers, and the one direction their imports point: http (the routes) → messages → auth →
// l1 (the signer registry) → store. Presenters, link previews (unfurl) and pictures (uploads) are called
// by http and read at most the store; chain and seed build on l1; network (reads from a Farcaster node)
// is called by http and builds on l1 and store; domainErrors.ts sits under all of them.
const GATEWAY_ENTRY = '^gateway/(server|main|cliFlags)\\.ts$';

/** A folder of gateway/ that must not import the folders listed. */
const gatewayLayer = (name, forbidden, comment) => ({
  name: `gateway-${name}`,
  comment,
  severity: 'error',
  from: { path: `^gateway/${name}/`, pathNot: TESTS },
  to: { path: `^gateway/(${forbidden.join('|')})/` },
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
    {
      name: 'feature-stands-alone',
      comment: 'A feature never imports another feature: what several screens share is a widget, and app/ composes the features.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/'] },
    },
    layer('widgets', ['app', 'features'], 'Widgets (the cast card, the feed, the composer, user rows) serve every screen, so they know none of them.'),
    layer('writes', ['app', 'features', 'widgets'], 'Writes serve every screen, so they know none of them.'),
    layer('queries', ['app', 'features', 'widgets', 'writes', 'wallet', 'components'], 'Reads know the gateway client and the session, not screens.'),
    layer('wallet', ['app', 'features', 'widgets', 'writes', 'queries'], 'The wallet connection knows nothing of screens or reads.'),
    layer('services', ['app', 'features', 'widgets', 'writes', 'queries', 'wallet', 'components'], 'The services context sits below everything that uses it.'),
    layer('auth', ['app', 'features', 'widgets', 'writes', 'queries', 'services', 'wallet', 'components'], 'Sign-in state is plain code below React screens.'),
    layer('api', ['app', 'features', 'widgets', 'writes', 'queries', 'services', 'auth', 'wallet', 'components', 'config'], 'The gateway client knows HTTP and JSON only.'),
    layer('config', ['app', 'features', 'widgets', 'writes', 'queries', 'services', 'auth', 'api', 'wallet', 'components'], 'Settings are plain values.'),
    layer('components', ['app', 'features', 'widgets', 'writes', 'queries', 'services', 'auth', 'wallet'], 'Shared presentational pieces take what they show as props.'),
    layer('farcaster', ['app', 'features', 'widgets', 'writes', 'queries', 'services', 'auth', 'api', 'wallet', 'components', 'config'], 'Pure protocol code, shared with the gateway.'),
    layer('errors', ['app', 'features', 'widgets', 'writes', 'queries', 'services', 'auth', 'api', 'wallet', 'components', 'config', 'farcaster'], 'The base error sits under every layer.'),
    {
      name: 'gateway-http-from-entry-points',
      comment: 'The routes are the top of the gateway: only the entry points start them, nothing below calls up into HTTP.',
      severity: 'error',
      from: { path: '^gateway/', pathNot: `${TESTS}|^gateway/http/|${GATEWAY_ENTRY}` },
      to: { path: '^gateway/http/' },
    },
    {
      name: 'gateway-no-entry-points-below',
      comment: 'server.ts, main.ts and its flags assemble the gateway; a module that imported them would import everything.',
      severity: 'error',
      from: { path: '^gateway/', pathNot: `${TESTS}|${GATEWAY_ENTRY}` },
      to: { path: GATEWAY_ENTRY },
    },
    gatewayLayer('store', ['http', 'messages', 'present', 'auth', 'l1', 'chain', 'seed', 'unfurl', 'uploads', 'delivery', 'network'], 'Tables, rows and cursors are the bottom: every layer reads them, they know no caller.'),
    gatewayLayer('present', ['http', 'messages', 'auth', 'l1', 'chain', 'seed', 'unfurl', 'uploads', 'delivery', 'network'], 'Presenters turn store rows into records, whichever route asked.'),
    gatewayLayer('messages', ['http', 'present', 'chain', 'seed', 'unfurl', 'uploads', 'delivery', 'network'], 'Checking and applying a message is the same whatever route or response shape carries it.'),
    gatewayLayer('auth', ['http', 'messages', 'present', 'chain', 'seed', 'unfurl', 'uploads', 'delivery', 'network'], 'Sign-in and tokens serve routes and messages and know neither.'),
    gatewayLayer('l1', ['http', 'messages', 'present', 'auth', 'chain', 'seed', 'unfurl', 'uploads', 'delivery', 'network'], 'The signer registry interface sits under its chain implementation and the seed that fills it.'),
    gatewayLayer('chain', ['http', 'messages', 'present', 'auth', 'unfurl', 'uploads', 'delivery', 'network'], 'The chain registry implements l1 and registers the seed identities; routes only read its addresses.'),
    gatewayLayer('seed', ['http', 'messages', 'present', 'auth', 'chain', 'unfurl', 'uploads', 'delivery', 'network'], 'Demo data is written straight to the store and the registry kept in the database.'),
    gatewayLayer('unfurl', ['http', 'messages', 'present', 'auth', 'l1', 'chain', 'seed', 'uploads', 'delivery', 'network'], 'Link previews are a service the routes call, with a cache in the store.'),
    gatewayLayer('delivery', ['http', 'messages', 'present', 'auth', 'l1', 'chain', 'seed', 'unfurl', 'uploads', 'network'], 'Delivery to a Farcaster node works from the outbox in the store, whichever route accepted the message.'),
    gatewayLayer('network', ['http', 'messages', 'present', 'auth', 'chain', 'seed', 'unfurl', 'uploads', 'delivery'], 'Reads from a Farcaster node become store rows for the presenters, and signer checks implement l1; the routes decide when to read.'),
    gatewayLayer('uploads', ['http', 'messages', 'present', 'auth', 'l1', 'chain', 'seed', 'unfurl', 'delivery', 'network'], 'Pictures are kept in the store, a service the routes call.'),
    gatewayLayer('metrics', ['http', 'messages', 'present', 'auth', 'l1', 'chain', 'seed', 'store', 'unfurl', 'uploads', 'delivery', 'network', 'backup'], 'Metrics are counted by the layers that see what happens and read from the sources they are handed: they know none of them.'),
    gatewayLayer('cluster', ['http', 'messages', 'present', 'auth', 'l1', 'chain', 'seed', 'unfurl', 'uploads', 'delivery', 'network', 'metrics', 'backup'], 'Leadership is a lock in the database: it knows the jobs only as the start and stop it is handed.'),
    gatewayLayer('backup', ['http', 'messages', 'present', 'auth', 'l1', 'chain', 'seed', 'unfurl', 'uploads', 'delivery', 'network', 'metrics'], 'Backups copy the database whole with its own tools (VACUUM INTO, pg_dump): they know only where the store keeps it.'),
    gatewayLayer('standIns', ['http', 'messages', 'present', 'auth', 'l1', 'store', 'unfurl', 'uploads', 'delivery', 'network'], 'The AuthKit relay and Farcaster app stand-ins run on their own, with the demo accounts only: they speak HTTP to the gateway like any other party.'),
    {
      name: 'gateway-stand-ins-apart',
      comment: 'The stand-ins are programs of their own (npm run relay, npm run farcaster-app): nothing of the gateway runs them.',
      severity: 'error',
      from: { path: '^gateway/', pathNot: `${TESTS}|^gateway/standIns/` },
      to: { path: '^gateway/standIns/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
