/** The demo Mini App's pages and pictures, all made on the address the caller used. */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const DEMO_APP_PATH = '/static/miniapp/demo/';
export const DEMO_APP_NAME = 'Castline demo';
/** A page whose `fc:miniapp` tag is broken: clients must fall back to a link card. */
export const BROKEN_EMBED_PATH = '/static/miniapp/broken/';
/** A Mini App that never calls `ready()`: its host must give up waiting and say so. */
export const NEVER_READY_PATH = '/static/miniapp/never-ready/';
export const NEVER_READY_APP_NAME = 'Never ready';

const DEMO = { name: DEMO_APP_NAME, path: DEMO_APP_PATH, buttonTitle: 'Open the demo' };

/** An embed for the app at `app.path`, with the demo's pictures. */
function embedJson(origin: string, actionType: 'launch_miniapp' | 'launch_frame', app = DEMO): string {
  return JSON.stringify({
    version: '1',
    imageUrl: `${origin}${DEMO_APP_PATH}card.svg`,
    button: {
      title: app.buttonTitle,
      action: {
        type: actionType,
        name: app.name,
        url: `${origin}${app.path}`,
        splashImageUrl: `${origin}${DEMO_APP_PATH}splash.svg`,
        splashBackgroundColor: '#ede9fe',
      },
    },
  });
}

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;padding:16px;background:#faf5ff;color:#1e1b4b}
@media (prefers-color-scheme:dark){body{background:#1e1b2e;color:#ede9fe}button{background:#4c1d95!important}}
h1{font-size:1.25rem;margin:0 0 4px}
#viewer{overflow-wrap:anywhere}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:8px;margin:12px 0}
button{font:inherit;font-weight:600;padding:10px 8px;border:0;border-radius:10px;background:#6d28d9;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
pre{white-space:pre-wrap;word-break:break-all;font-size:12px;background:rgb(0 0 0/.06);padding:8px;border-radius:8px;max-height:180px;overflow:auto}
ol{font-size:12px;padding-left:18px}`;

export function demoAppHtml(origin: string): string {
  const embed = escapeHtml(embedJson(origin, 'launch_miniapp'));
  const frame = escapeHtml(embedJson(origin, 'launch_frame'));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${DEMO_APP_NAME}</title>
<meta name="fc:miniapp" content="${embed}">
<meta name="fc:frame" content="${frame}">
<meta property="og:title" content="${DEMO_APP_NAME}">
<meta property="og:description" content="A Mini App built with the official SDK, served by the local gateway.">
<meta property="og:image" content="${origin}${DEMO_APP_PATH}card.svg">
<style>${STYLE}</style>
</head><body><main aria-label="${DEMO_APP_NAME}">
<h1>${DEMO_APP_NAME}</h1>
<p id="viewer" data-testid="viewer">Waiting for the host…</p>
<p id="announced" data-testid="announced"></p>
<div class="grid">
<button id="compose">Compose a cast</button>
<button id="view-profile">View @bob</button>
<button id="view-cast">View this cast</button>
<button id="sign-in">Sign in with Farcaster</button>
<button id="accounts">Connect wallet</button>
<button id="sign-message">Sign a message</button>
<button id="add-app">Add to my apps</button>
<button id="open-url">Open farcaster.xyz</button>
<button id="capabilities">What can this host do?</button>
<button id="swap">Swap a token</button>
<button id="close">Close</button>
</div>
<h2 style="font-size:1rem">Last result</h2>
<pre id="result" data-testid="result" aria-live="polite"></pre>
<h2 style="font-size:1rem">History</h2>
<ol id="log"></ol>
<details><summary>Context</summary><pre id="context"></pre></details>
</main><script type="module" src="${DEMO_APP_PATH}app.js"></script></body></html>`;
}

export function brokenEmbedHtml(origin: string): string {
  const broken = escapeHtml(JSON.stringify({ version: '1', imageUrl: 'not a url', button: { title: 'Open', action: { type: 'launch_miniapp' } } }));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A page with a broken Mini App embed</title>
<meta name="fc:miniapp" content="${broken}">
<meta property="og:title" content="A page with a broken Mini App embed">
<meta property="og:description" content="Its fc:miniapp tag is invalid, so it is shown as a plain link.">
<meta property="og:url" content="${origin}${BROKEN_EMBED_PATH}">
</head><body><h1>A page with a broken Mini App embed</h1></body></html>`;
}

/** A page with a valid embed and no script: it never loads the SDK, so it never calls `ready()`. */
export function neverReadyHtml(origin: string): string {
  const embed = escapeHtml(embedJson(origin, 'launch_miniapp', { name: NEVER_READY_APP_NAME, path: NEVER_READY_PATH, buttonTitle: 'Open' }));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${NEVER_READY_APP_NAME}</title>
<meta name="fc:miniapp" content="${embed}">
<meta property="og:title" content="${NEVER_READY_APP_NAME}">
</head><body><h1>${NEVER_READY_APP_NAME}</h1><p>This app never tells its host it is ready.</p></body></html>`;
}

/** The 3:2 card image. */
export function demoCardSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600" viewBox="0 0 900 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs>
<rect width="900" height="600" fill="url(#g)"/>
<rect x="330" y="150" width="240" height="240" rx="48" fill="#fff" opacity="0.9"/>
<path d="M400 230h100v30h-35v80h-30v-80h-35z" fill="#6d28d9"/>
<text x="450" y="480" font-family="sans-serif" font-size="48" font-weight="700" text-anchor="middle" fill="#fff">${DEMO_APP_NAME}</text>
</svg>`;
}

/** The splash image (200×200, as the specification asks). */
export function demoSplashSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<rect x="20" y="20" width="160" height="160" rx="36" fill="#6d28d9"/>
<path d="M65 70h70v22h-24v58h-22v-58h-24z" fill="#fff"/>
</svg>`;
}
