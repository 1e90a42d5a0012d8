import { useEffect, useReducer, useRef, useState } from 'react';
import type { Fid } from '../../api/model';
import { signerKeyChanged } from '../../auth/farcasterAccount';
import { useServices } from '../../services/services';
import { browserKeyRequestDeps } from './browserKeyRequest';
import { canStartAgain, deadlineText, enablePostingReducer, enablePostingText, initialEnablePosting, type EnablePostingEvent } from './enablePostingFlow';
import { useAccountHandle } from './EnablePostingNotice';
import { runKeyRequest } from './keyRequest';

/**
 * "Enable posting" for an account signed in with Farcaster: a key made in this browser, requested from
 * the Farcaster app with the gateway's app account, its link as a QR code and as "Open in Farcaster";
 * once the Farcaster app added it on chain, the session posts with it (here and in the other tabs).
 * Loaded on demand, with the QR code library after it.
 */
export default function EnablePosting({ fid, onClose }: { fid: Fid; onClose: () => void }) {
  // Each attempt starts afresh: its own run and state (an open request is taken up again).
  const [attempt, setAttempt] = useState(0);
  return <Attempt key={attempt} fid={fid} again={attempt > 0} onStartAgain={() => setAttempt((n) => n + 1)} onClose={onClose} />;
}

function Attempt({ fid, again, onStartAgain, onClose }: { fid: Fid; again: boolean; onStartAgain: () => void; onClose: () => void }) {
  const { gateway, settings, session } = useServices();
  const [state, dispatch] = useReducer(enablePostingReducer, initialEnablePosting);
  const [qrCode, setQrCode] = useState<string | null>(null);
  const who = useAccountHandle(fid);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const startAgainRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const send = (event: EnablePostingEvent) => {
      if (controller.signal.aborted) return;
      dispatch(event);
      if (event.type === 'request-opened') {
        void import('../../components/qrCode').then(({ qrCodeDataUrl }) => {
          if (!controller.signal.aborted) setQrCode(qrCodeDataUrl(event.deeplinkUrl));
        });
      }
    };
    const deps = browserKeyRequestDeps({ gateway, settings, token: session.getToken, fid: Number(fid), signal: controller.signal, send });
    void runKeyRequest(deps).then((key) => {
      // The session is this account's still: it posts with the key from now on, in every tab.
      const enabled = key && signerKeyChanged(session.getState(), fid, key);
      if (enabled) session.dispatch(enabled);
    });
    return () => controller.abort();
  }, [gateway, settings, session, fid]);

  // Focus follows the flow: the link once the request is open, Done once enabled, Start again once it ended.
  useEffect(() => {
    if (state.kind === 'waiting') linkRef.current?.focus();
    else if (state.kind === 'enabled') doneRef.current?.focus();
    else if (canStartAgain(state)) startAgainRef.current?.focus();
    else if (again && state.kind === 'starting') statusRef.current?.focus();
  }, [state, again]);

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Castline makes a key in this browser and asks the Farcaster app to add it to {who}. The key never leaves this browser; it can post,
        like and follow as you, never move your account or funds, and you can remove it in the Farcaster app&apos;s settings at any time.
      </p>
      <p ref={statusRef} tabIndex={-1} aria-live="polite" role="status" className="min-h-5 text-sm font-medium outline-none" data-testid="enable-posting-state">
        {enablePostingText(state, who, fid)}
      </p>
      {state.kind === 'waiting' && (
        <div className="flex flex-col items-center gap-3">
          {qrCode ? (
            <img
              src={qrCode}
              width={208}
              height={208}
              className="h-52 w-52 rounded-lg border border-zinc-300 bg-white dark:border-zinc-600"
              alt="QR code of the Farcaster key request: scan it with your phone's camera"
            />
          ) : (
            <span aria-hidden="true" className="block h-52 w-52 rounded-lg border border-zinc-300 dark:border-zinc-600" />
          )}
          <a ref={linkRef} href={state.deeplinkUrl} target="_blank" rel="noopener noreferrer" className="btn btn-primary">
            Open in Farcaster
          </a>
          <p className="text-xs">
            The request is good until {deadlineText(state.deadline)}. You can close this and come back: the same request waits for you.
          </p>
        </div>
      )}
      {canStartAgain(state) && (
        <button ref={startAgainRef} type="button" className="btn btn-primary self-start" onClick={onStartAgain}>
          Start again
        </button>
      )}
      {state.kind === 'enabled' && (
        <button ref={doneRef} type="button" className="btn btn-primary self-start" onClick={onClose}>
          Done
        </button>
      )}
    </div>
  );
}
