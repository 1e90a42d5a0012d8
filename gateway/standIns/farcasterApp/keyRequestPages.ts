/** The signed key request pages of the Farcaster app stand-in: what an app's deep link opens. */
import type { KeyRequest } from './keyRequests';
import { type AccountChoice, accountChoices, escapeHtml, page, short } from './pages';

export const KEY_REQUEST_PAGE_PATH = '/~/signed-key-request';

/** Seconds between reloads of the page while the key is being added. */
const ADDING_REFRESH_SECONDS = 2;

const utc = (unixSeconds: number) => new Date(unixSeconds * 1000).toUTCString();

export function keyRequestApprovalPage(request: KeyRequest, appCustody: string, accounts: readonly AccountChoice[]): string {
  const app = `FID ${request.requestFid}`;
  const failure = request.failure ? `\n<p class="alert" role="alert">The last approval did not add the key: ${escapeHtml(request.failure)}</p>` : '';
  return page(
    `Connect the app of ${app}?`,
    `<h1>Connect the app of ${app}?</h1>
<p>The app whose account is ${app} asks for a key that posts to Farcaster for you: casts, likes, follows. It cannot move your account or sign in as you.</p>${failure}
<dl><dt>App</dt><dd>${app} <span class="detail">custody ${escapeHtml(short(appCustody))}</span></dd><dt>Key</dt><dd>${escapeHtml(short(request.key))}</dd><dt>Until</dt><dd>${escapeHtml(utc(request.deadline))}</dd></dl>
<form method="post" action="${KEY_REQUEST_PAGE_PATH}">
<input type="hidden" name="token" value="${escapeHtml(request.token)}">
${accountChoices('Add the key to', accounts)}
<div class="actions"><button class="approve" name="decision" value="approve">Approve</button><button class="refuse" name="decision" value="decline">Decline</button></div>
</form>`,
  );
}

/** Approved, and the key on its way: the page reloads itself until it is added (or was refused). */
export function keyRequestAddingPage(request: KeyRequest, username: string): string {
  return page(
    'Approved: adding the key',
    `<h1>Approved: adding the key</h1>
<p>The key of the app of FID ${request.requestFid} is being added to @${escapeHtml(username)} (FID ${request.userFid}) on chain. This page updates itself.</p>`,
    `\n<meta http-equiv="refresh" content="${ADDING_REFRESH_SECONDS}">`,
  );
}

export function keyRequestCompletedPage(request: KeyRequest, username: string): string {
  return page(
    'Key added',
    `<h1>Key added</h1>
<p>@${escapeHtml(username)} (FID ${request.userFid}) now has the key of the app of FID ${request.requestFid}: the app can post for you. You can go back to it.</p>`,
  );
}

export function keyRequestDeclinedPage(request: KeyRequest): string {
  return page(
    'Declined',
    `<h1>Declined</h1>
<p>No key was added. Farcaster's API has no way to pass a refusal on, so the app of FID ${request.requestFid} keeps waiting until its request's deadline, ${escapeHtml(utc(request.deadline))}.</p>`,
  );
}

export function keyRequestClosedPage(): string {
  return page(
    'This key request is closed',
    `<h1>This key request is closed</h1>
<p>Its deadline passed, or this stand-in no longer keeps it (it keeps the newest requests only). Ask again from the app.</p>`,
  );
}
