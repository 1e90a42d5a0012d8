/**
 * The demo Mini App: an ordinary app written with the official SDK, served by the local gateway from
 * its own origin. Each button calls one SDK action and shows what came back, so a person (or a test)
 * can see the host answer.
 */
import { sdk } from '@farcaster/miniapp-sdk';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const result = $('result');
const log = $('log');

function show(action: string, value: unknown): void {
  const text = value instanceof Error ? `${value.name}: ${value.message}` : JSON.stringify(value ?? null, null, 2);
  result.textContent = `${action}\n${text}`;
  result.dataset.action = action;
  const item = document.createElement('li');
  item.textContent = `${action}: ${text.split('\n').join(' ').slice(0, 200)}`;
  log.prepend(item);
}

function on(id: string, action: () => Promise<unknown>): void {
  $(id).addEventListener('click', () => {
    action().then(
      (value) => show(id, value),
      (error: unknown) => show(id, error instanceof Error ? error : new Error(String(error))),
    );
  });
}

const randomNonce = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

async function start(): Promise<void> {
  const context = await sdk.context;
  const user = context.user;
  const who = user.username ? `@${user.username}` : (user.displayName ?? 'someone');
  $('viewer').textContent = user.fid > 0 ? `Hello ${who} (FID ${user.fid})` : `Hello ${who}`;
  $('context').textContent = JSON.stringify(context, null, 2);
  const cast = context.location?.type === 'cast_embed' ? context.location.cast : null;

  window.addEventListener('eip6963:announceProvider', (event) => {
    const detail = (event as CustomEvent<{ info: { name: string; rdns: string } }>).detail;
    $('announced').textContent = `Wallet announced here: ${detail.info.name} (${detail.info.rdns})`;
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));

  on('compose', () => sdk.actions.composeCast({ text: 'Made with the Castline demo app', embeds: [location.href] }));
  on('view-profile', async () => sdk.actions.viewProfile({ fid: 2 }));
  on('view-cast', async () => (cast ? sdk.actions.viewCast({ hash: cast.hash }) : Promise.reject(new Error('Opened without a cast'))));
  on('sign-in', () => sdk.actions.signIn({ nonce: randomNonce() }));
  on('accounts', () => sdk.wallet.ethProvider.request({ method: 'eth_requestAccounts' }));
  on('sign-message', async () => {
    const [account] = await sdk.wallet.ethProvider.request({ method: 'eth_accounts' });
    if (!account) throw new Error('Connect the wallet first');
    return sdk.wallet.ethProvider.request({ method: 'personal_sign', params: ['0x48656c6c6f2066726f6d207468652064656d6f20617070', account] });
  });
  on('add-app', () => sdk.actions.addMiniApp());
  on('open-url', async () => sdk.actions.openUrl('https://farcaster.xyz/'));
  on('capabilities', async () => ({ capabilities: await sdk.getCapabilities(), chains: await sdk.getChains() }));
  on('swap', () => sdk.actions.swapToken({ sellToken: 'eip155:10/native' }));
  $('close').addEventListener('click', () => void sdk.actions.close());

  await sdk.actions.ready();
}

start().catch((error: unknown) => show('start', error instanceof Error ? error : new Error(String(error))));
