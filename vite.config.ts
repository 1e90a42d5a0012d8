import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultGatewaySettings } from './src/config/gatewaySettings.ts';
import { contentSecurityPolicy, HEADER_ONLY_DIRECTIVES } from './src/config/contentSecurityPolicy.ts';
import { FRAMING_AND_SNIFFING, formatHeadersFile, parseHeadersFile, servedHeaders } from './src/config/servedHeaders.ts';
import { VitePWA } from 'vite-plugin-pwa';
import {
  GATEWAY_READS_CACHE,
  isCachedGatewayRead,
  keptOnlyWhileSignedIn,
  keptReadAnswer,
  keptReadKey,
  keptReadOrSignedOut,
  NOT_APP_PAGES,
} from './src/config/offlineCache.ts';

/** Opens the connection to the default gateway while the scripts are still loading. */
function preconnectGateway(gatewayUrl: string): Plugin {
  return {
    name: 'castline-preconnect-gateway',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preconnect', href: new URL(gatewayUrl).origin, crossorigin: '' }, injectTo: 'head' },
    ],
  };
}

/**
 * Puts the (small) stylesheet into the page itself, so the first paint waits for no second request,
 * and puts the Content-Security-Policy in front of it, allowing that stylesheet by its hash. The
 * same policy, with what only a header can carry, goes to `_headers` for hosts that read one.
 */
function inlineStylesheetUnderPolicy(): Plugin {
  let headers = '';
  return {
    name: 'castline-inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const hashes: string[] = [];
        const inlined = html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return tag;
          const css = String(asset.source);
          hashes.push(createHash('sha256').update(css).digest('base64'));
          return `<style>${css}</style>`;
        });
        const policy = contentSecurityPolicy({ styleHashes: hashes });
        headers = formatHeadersFile(servedHeaders({ styleHashes: hashes }));
        return inlined.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
      },
    },
    writeBundle({ dir }) {
      if (dir && headers) writeFileSync(join(dir, '_headers'), headers);
    },
  };
}

/**
 * Sends the headers a production host should: `vite preview` those the build wrote to `_headers`
 * (so what the end-to-end tests see is what a host is told to send), the development server the
 * ones its inline scripts allow.
 */
function serveWithHeaders(): Plugin {
  const send = (headers: Record<string, string>) => (_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
  return {
    name: 'castline-served-headers',
    configureServer(server) {
      server.middlewares.use(send({ ...FRAMING_AND_SNIFFING, 'Content-Security-Policy': HEADER_ONLY_DIRECTIVES }));
    },
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, '_headers');
      server.middlewares.use(send(parseHeadersFile(readFileSync(file, 'utf8'))));
    },
  };
}

/**
 * Names the group of the modules a first visit runs: the entry and whatever it imports statically,
 * however deep. Modules reached only through a dynamic import stay with the screens that load them.
 */
function firstVisitGroup(name: string) {
  const known = new Map<string, boolean>();
  return (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    const reaches = (moduleId: string, seen: Set<string>): boolean => {
      const cached = known.get(moduleId);
      if (cached !== undefined) return cached;
      if (seen.has(moduleId)) return false;
      seen.add(moduleId);
      const info = ctx.getModuleInfo(moduleId);
      return !!info && (info.isEntry || info.importers.some((importer) => reaches(importer, seen)));
    };
    if (!known.has(id)) known.set(id, reaches(id, new Set()));
    return known.get(id) ? name : null;
  };
}

/**
 * The installable app: a web manifest, and a worker (Workbox, generated) that keeps the app shell for
 * offline starts and the gateway's reads, each for the account it was read for, newest from the network
 * and, when it does not answer within 3 s, as last read. The app registers it after its first render
 * (src/features/offline). See docs/offline.md.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      name: 'Castline',
      short_name: 'Castline',
      description: 'Read and post on Farcaster and its second layer.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NOT_APP_PAGES,
      cleanupOutdatedCaches: true,
      // A new version takes over at once, and the first visit's page is kept from then on, not only after a reload.
      skipWaiting: true,
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: isCachedGatewayRead,
          handler: 'NetworkFirst',
          options: {
            cacheName: GATEWAY_READS_CACHE,
            networkTimeoutSeconds: 3,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 400, maxAgeSeconds: 14 * 24 * 60 * 60 },
            // After the status check and the expiry: each read kept under its account, while it is signed in here,
            // with no credential in its key or its answer (src/config/offlineCache.ts).
            plugins: [
              {
                cacheKeyWillBeUsed: keptReadKey,
                cacheWillUpdate: keptReadAnswer,
                cachedResponseWillBeUsed: keptReadOrSignedOut,
                cacheDidUpdate: keptOnlyWhileSignedIn,
              },
            ],
          },
        },
      ],
    },
  });
}

export default defineConfig(({ mode }) => {
  // The same defaults the app computes from import.meta.env (process.env wins over .env files).
  const gateway = defaultGatewaySettings(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [react(), tailwindcss(), preconnectGateway(gateway.url), inlineStylesheetUnderPolicy(), serveWithHeaders(), installableApp()],
    // Test runs write builds and reports into the project; the development server does not reload for them.
    server: { host: '127.0.0.1', port: 5173, watch: { ignored: ['**/.e2e-dist/**', '**/playwright-report/**', '**/test-results/**', '**/.data/**'] } },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // The entry names every lazily loaded chunk (about 65), so each character of their hashes is
          // paid on the first visit: 7 base64url characters (42 bits) instead of 8 saved about 130 bytes
          // gzip. Rolldown refuses a hash too short for the number of chunks, so the build says when to grow it.
          chunkFileNames: 'assets/[name]-[hash:7].js',
          codeSplitting: {
            // The libraries every screen needs travel as one file: one request, and one gzip
            // stream that compresses them together instead of a dozen small ones.
            groups: [
              { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/ },
              // The app's own code every first visit runs travels with the entry, not as a few dozen
              // small files shared with the lazily loaded screens.
              { name: firstVisitGroup('index'), debugName: 'first visit' },
            ],
          },
        },
      },
    },
  };
});
