import { useEffect, useReducer, useRef, useState } from 'react';
import { farcasterSignInCalls } from '../../../api/farcasterSignIn';
import { isGatewayError } from '../../../api/errors';
import { fidOf } from '../../../api/ids';
import { FARCASTER_WALLET_NAME } from '../../../auth/farcasterAccount';
import { tokenExpiry } from '../../../auth/tokenExpiry';
import { farcasterServiceUrl, loadFarcasterServices } from '../../../config/farcasterServices';
import { describeError } from '../../../errors/describeError';
import { useServices } from '../../../services/services';
import { browserKeyRequestDeps } from '../../../widgets/enablePosting/browserKeyRequest';
import { keyReadyToPost } from '../../../widgets/enablePosting/keyRequest';
import { canStartAgain, hostOf, initialSiwf, signerAddressOf, siwfReducer, siwfText, watchTimeoutMs, type SiwfEvent } from './siwfFlow';

/**
 * Sign in with Farcaster (FIP-11): a channel on the gateway's AuthKit relay, its link as a QR code and
 * as "Open in Farcaster", then the signed message traded at the gateway for a token that goes into the
 * session like any other sign-in (memory only). The relay client and the QR code load only here.
 */
export default function FarcasterSignIn({ onBack }: { onBack: () => void }) {
  // Each attempt starts afresh: its own channel, nonce and state.
  const [attempt, setAttempt] = useState(0);
  return <SignInAttempt key={attempt} again={attempt > 0} onStartAgain={() => setAttempt((n) => n + 1)} onBack={onBack} />;
}

function SignInAttempt({ again, onStartAgain, onBack }: { again: boolean; onStartAgain: () => void; onBack: () => void }) {
  const { gateway, settings: gatewaySettings, session } = useServices();
  const [state, dispatch] = useReducer(siwfReducer, initialSiwf);
  const [qrCode, setQrCode] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const startAgainRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    let cancelled = false;
    const send = (event: SiwfEvent) => {
      if (!cancelled) dispatch(event);
    };
    const calls = farcasterSignInCalls(gateway.config);
    void (async () => {
      try {
        const settings = await calls.settings();
        if (!settings) return send({ type: 'no-gateway' });
        const relayUrl = farcasterServiceUrl(loadFarcasterServices(localStorage).relayUrl, settings.relayUrl);
        const [{ relayClient, qrCodeDataUrl }, nonce] = await Promise.all([import('./siwfChannel'), calls.nonce()]);
        if (cancelled) return;
        const relay = relayClient(relayUrl);
        const channel = await relay.open({ siweUri: location.origin, domain: location.host, nonce: nonce.nonce, expirationTime: nonce.expiresAt });
        if (!channel) return send({ type: 'relay-unreachable', host: hostOf(relayUrl) });
        if (cancelled) return;
        setQrCode(qrCodeDataUrl(channel.url));
        send({ type: 'channel-opened', url: channel.url });
        const outcome = await relay.watch(channel.channelToken, watchTimeoutMs(nonce.expiresAt, Date.now()));
        if (outcome.kind === 'timed-out') return send({ type: 'timed-out' });
        if (outcome.kind === 'unreachable') return send({ type: 'relay-unreachable', host: hostOf(relayUrl) });
        if (cancelled) return;
        send({ type: 'approved' });
        const answer = await calls.signIn({ message: outcome.message, signature: outcome.signature }).catch((error: unknown) => {
          const refused = isGatewayError(error) && error.status !== null && error.status >= 400 && error.status < 500;
          send(refused ? { type: 'refused', reason: error.serverMessage ?? error.message } : { type: 'failed', reason: describeError(error) });
          return null;
        });
        if (!answer) return;
        const address = signerAddressOf(outcome.message);
        if (cancelled) return;
        if (!address) return send({ type: 'failed', reason: 'The signed message names no Ethereum address.' });
        // A key this browser already holds for the FID, still on chain, posts at once: no second approval after a reload.
        const signerKey = await keyReadyToPost(browserKeyRequestDeps({ gateway, settings: gatewaySettings, token: () => answer.accessToken, fid: answer.fid }));
        if (cancelled) return;
        send({ type: 'signed-in', fid: answer.fid, username: answer.username });
        session.dispatch({
          type: 'session-restored',
          address,
          walletName: FARCASTER_WALLET_NAME,
          token: answer.accessToken,
          identity: { layer: 'L1', fid: fidOf(String(answer.fid)), signerKey },
          expiresAt: tokenExpiry(answer.accessToken),
        });
      } catch (error) {
        send({ type: 'failed', reason: describeError(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [gateway, gatewaySettings, session]);

  // Focus follows the flow: the heading while a new attempt opens, the link once the request is open, Start again once it ended.
  useEffect(() => {
    if (state.kind === 'waiting') linkRef.current?.focus();
    else if (canStartAgain(state)) startAgainRef.current?.focus();
    else if (again && state.kind === 'starting') headingRef.current?.focus();
  }, [state, again]);

  return (
    <section aria-labelledby="siwf-heading" className="flex flex-col gap-3">
      <h3 ref={headingRef} id="siwf-heading" tabIndex={-1} className="text-base font-semibold outline-none">
        Sign in with Farcaster
      </h3>
      <p aria-live="polite" role="status" className="min-h-5 text-sm font-medium" data-testid="siwf-state">
        {siwfText(state)}
      </p>
      {state.kind === 'waiting' && (
        <div className="flex flex-col items-center gap-3">
          {qrCode && (
            <img
              src={qrCode}
              width={208}
              height={208}
              className="h-52 w-52 rounded-lg border border-zinc-300 bg-white dark:border-zinc-600"
              alt="QR code of the Farcaster sign-in link: scan it with your phone's camera"
            />
          )}
          <a ref={linkRef} href={state.url} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
            Open in Farcaster
          </a>
          <p className="text-xs">The request is good for 10 minutes. Castline gets your FID and username; it sends no transaction.</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {canStartAgain(state) && (
          <button ref={startAgainRef} type="button" className="btn btn-primary" onClick={onStartAgain}>
            Start again
          </button>
        )}
        <button type="button" className="btn btn-quiet" onClick={onBack}>
          Back to wallets
        </button>
      </div>
    </section>
  );
}
