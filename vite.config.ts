import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defaultGatewaySettings } from './src/config/gatewaySettings.ts';

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
 * Puts the (small) stylesheet into the page itself, so the first paint waits for no second request.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'castline-inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
        });
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  // The same defaults the app computes from import.meta.env (process.env wins over .env files).
  const gateway = defaultGatewaySettings(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [react(), tailwindcss(), preconnectGateway(gateway.url), inlineStylesheet()],
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
