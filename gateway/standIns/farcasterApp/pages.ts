/** The approval page stand-in's HTML: plain server-rendered pages, no script, styled by one stylesheet. */
import type { Context } from 'hono';

export const STYLESHEET_PATH = '/farcaster-app.css';

/** Light and dark from the system's choice; large targets, a visible focus ring. */
export const STYLESHEET = `:root { color-scheme: light dark; --bg: #f7f5fb; --fg: #1d1a24; --muted: #5b5566; --card: #fff; --line: #d9d3e6; --accent: #6a3fd1; --on-accent: #fff; }
@media (prefers-color-scheme: dark) { :root { --bg: #15131a; --fg: #f2eff7; --muted: #b3abc2; --card: #1f1c27; --line: #3a3448; --accent: #a88bf0; --on-accent: #15131a; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, sans-serif; }
main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: var(--card); border: 1px solid var(--line); border-radius: 12px; }
.app { margin: 0; color: var(--muted); font-size: .875rem; }
h1 { font-size: 1.375rem; margin: .25rem 0 1rem; overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
dt { color: var(--muted); }
dd { margin: 0; overflow-wrap: anywhere; }
fieldset { border: 1px solid var(--line); border-radius: 8px; padding: .5rem 1rem; margin: 0 0 1rem; }
legend { padding: 0 .25rem; font-weight: 600; }
label { display: flex; gap: .75rem; align-items: center; padding: .5rem 0; min-height: 44px; }
.detail { color: var(--muted); font-size: .875rem; }
.actions { display: flex; gap: .75rem; }
button, .button { min-height: 44px; padding: .5rem 1.25rem; border-radius: 8px; border: 1px solid var(--accent); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; display: inline-flex; align-items: center; }
.approve { background: var(--accent); color: var(--on-accent); }
.refuse { background: transparent; color: var(--fg); border-color: var(--line); }
.alert { border-inline-start: 4px solid var(--accent); padding: .25rem .75rem; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.note { color: var(--muted); font-size: .875rem; margin-top: 1.5rem; }`;

/** Answer headers: a policy that allows this page's own stylesheet and forms and nothing else. */
const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** A page as an answer, with those headers. */
export const htmlAnswer = (c: Context, body: string, code: 200 | 400 | 404 | 502 = 200) => c.html(body, code, PAGE_HEADERS);

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface AccountChoice {
  fid: number;
  username: string;
  custodyAddress: string;
}

export interface SignInRequest {
  domain: string;
  uri: string;
  expirationTime?: string;
}

/** The start and end of a long hex value: an address or a key. */
export const short = (hex: string) => `${hex.slice(0, 6)}…${hex.slice(-4)}`;

/** A whole page: the stand-in's frame around `body` (and `head`), which must be escaped HTML already. */
export function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">${head}
</head>
<body>
<main>
<p class="app">Farcaster app (stand-in)</p>
${body}
<p class="note">This page stands in for the Farcaster app on this computer. It signs with the custody keys of the development accounts, which everyone knows: never use it for a real account.</p>
</main>
</body>
</html>`;
}

/** The demo accounts as a radio group named `fid`, the first one chosen. */
export function accountChoices(legend: string, accounts: readonly AccountChoice[]): string {
  const choices = accounts
    .map(
      (account, i) => `<label><input type="radio" name="fid" value="${account.fid}"${i === 0 ? ' checked' : ''}>
<span>@${escapeHtml(account.username)} <span class="detail">FID ${account.fid} · ${escapeHtml(short(account.custodyAddress))}</span></span></label>`,
    )
    .join('\n');
  return `<fieldset><legend>${escapeHtml(legend)}</legend>\n${choices}\n</fieldset>`;
}

export function approvalPage(channelToken: string, request: SignInRequest, accounts: readonly AccountChoice[]): string {
  const domain = escapeHtml(request.domain);
  const expires = request.expirationTime ? `\n<dt>Expires</dt><dd>${escapeHtml(new Date(request.expirationTime).toUTCString())}</dd>` : '';
  return page(
    `Sign in to ${request.domain}?`,
    `<h1>Sign in to ${domain}?</h1>
<p>${domain} asks you to sign in with your Farcaster account.</p>
<dl><dt>Site</dt><dd>${domain}</dd><dt>Page</dt><dd>${escapeHtml(request.uri)}</dd>${expires}</dl>
<form method="post" action="/~/siwf">
<input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}">
${accountChoices('Sign in as', accounts)}
<div class="actions"><button class="approve" name="decision" value="approve">Approve</button><button class="refuse" name="decision" value="refuse">Refuse</button></div>
</form>`,
  );
}

export function approvedPage(domain: string, username: string, redirectUrl: string | undefined): string {
  const back = redirectUrl && /^https?:\/\//i.test(redirectUrl) ? `\n<p><a class="button approve" href="${escapeHtml(redirectUrl)}">Back to ${escapeHtml(domain)}</a></p>` : '';
  return page(`Signed in to ${domain}`, `<h1>Signed in to ${escapeHtml(domain)}</h1>\n<p>You approved the sign-in as @${escapeHtml(username)}. You can go back to ${escapeHtml(domain)}.</p>${back}`);
}

export function refusedPage(domain: string): string {
  return page(
    `Sign-in to ${domain} refused`,
    `<h1>Sign-in to ${escapeHtml(domain)} refused</h1>
<p>Nothing was sent to ${escapeHtml(domain)}. A relay has no way to pass a refusal on, so ${escapeHtml(domain)} keeps waiting until it gives up or the request expires.</p>`,
  );
}

export function closedPage(): string {
  return page(
    'This sign-in request is closed',
    `<h1>This sign-in request is closed</h1>
<p>It was answered already, or it expired (a relay keeps a request for an hour). Start the sign-in again from the site.</p>`,
  );
}

export function problemPage(title: string, words: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(words)}</p>`);
}

export function homePage(relayUrl: string, chainUrl: string | null): string {
  const keys = chainUrl
    ? `It also answers apps' signed key requests (<code>/v2/signed-key-requests</code>): their links end in <code>/~/signed-key-request?token=…</code>, and an approved key is added on the chain at ${escapeHtml(chainUrl)}.`
    : 'It was given no chain, so it takes no signed key requests.';
  return page(
    'Farcaster app (stand-in)',
    `<h1>Approve Sign in with Farcaster requests</h1>
<p>Open a sign-in link here (its address ends in <code>/~/siwf?channelToken=…</code>) to approve or refuse the request as one of the demo accounts. The requests come from the relay at ${escapeHtml(relayUrl)}.</p>
<p>${keys}</p>`,
  );
}
