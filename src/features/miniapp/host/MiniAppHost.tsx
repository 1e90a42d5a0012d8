import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { exposeToEndpoint, type ComposeCast, type HostEndpoint } from '@farcaster/miniapp-host';
import { MODAL_PANEL, Modal } from '../../../components/Modal';
import { useSession } from '../../../services/useSession';
import { useUser } from '../../../queries/useUser';
import { connectedWallet, pageWalletConfigFor } from '../../../wallet/activeWallet';
import { AccountWalletError, connectAccountWallet, walletAccountOf, type AccountWallet } from '../../../wallet/accountWallet';
import { useServices } from '../../../services/services';
import { isGatewayError } from '../../../api/errors';
import { miniAppCalls } from '../../../api/miniApps';
import { describeError } from '../../../errors/describeError';
import { currentAuthor } from '../../../writes/currentAuthor';
import { addMiniAppFor, eventSigning } from '../../../writes/miniAppEvents';
import type { NotificationOffer } from './addApproval';
import { castPath, profilePath } from '../../../app/routePaths';
import { addApp, isAdded } from '../../../api/addedApps';
import { closeMiniApp, launchStartedAt, type MiniAppLaunch } from '../../../widgets/miniapp/launch';
import { ApprovalQueue } from './approvals';
import { ApprovalPanel, HOST_BAR } from './ApprovalPanel';
import { createFrameEndpoint } from './frameEndpoint';
import { createHostSdk } from './hostSdk';
import { miniAppContext } from './miniAppContext';
import { READY_TIMEOUT_MS, useReadyWait } from './useReadyWait';
import { createWalletBridge } from './walletBridge';

const ComposePanel = lazy(() => import('./ComposePanel'));

/**
 * What the frame may do. Scripts run the SDK; same-origin keeps the app on its own origin (its
 * storage, its own server, and an origin to check its messages against — a "null" origin could
 * not be told apart from any other sandboxed page); forms and popups are ordinary web-app needs
 * (a form, a link in a new tab). Not allowed: navigating Castline's window, modal dialogs,
 * downloads, pointer lock, and any device (no camera, microphone or payment permissions).
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

const CASTLINE_ICON =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 32 32%22%3E%3Crect width=%2232%22 height=%2232%22 rx=%228%22 fill=%22%236d28d9%22/%3E%3C/svg%3E';

interface Composing {
  options: ComposeCast.Options<boolean | undefined>;
  done(cast: ComposeCast.ComposeCastInnerResult | null): void;
}

export default function MiniAppHost({ launch }: { launch: MiniAppLaunch }) {
  const appOrigin = new URL(launch.url).origin;
  const sameOrigin = appOrigin === window.location.origin;
  const session = useSession();
  const identity = session.identity;
  const { settings, walletConnectProjectId, gateway } = useServices();
  const account = walletAccountOf(session);
  // A wallet connection, or notifications, that failed are also told here, in Castline's own words, whatever the app shows.
  const [walletProblem, setWalletProblem] = useState<string | null>(null);
  const [notificationProblem, setNotificationProblem] = useState<string | null>(null);
  const profile = useUser(identity?.fid);
  const navigate = useNavigate();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [approvals] = useState(() => new ApprovalQueue());
  const pending = useSyncExternalStore(approvals.subscribe, approvals.current);
  const asking = pending !== null;
  const { phase, ready, keepWaiting } = useReadyWait();
  const [composing, setComposing] = useState<Composing | null>(null);
  const [walletChainId, setWalletChainId] = useState<number | null | undefined>(undefined);
  // The context is read once, when the app asks: start the frame once the viewer's profile is known.
  const contextKnown = walletChainId !== undefined && (!identity || !profile.isPending);

  // Callbacks the frame triggers later always see the current screen's state.
  const live = useRef({ navigate, composing, session });
  live.current = { navigate, composing, session };

  const close = () => {
    approvals.refuseAll();
    live.current.composing?.done(null);
    closeMiniApp();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, at launch, like the rest of the app's session.
  useEffect(() => {
    let cancelled = false;
    // A wallet this tab has not connected yet is connected when the person approves a request; till then
    // its chain is the one Castline's wallet connection starts on (Ethereum, as sign-in asks).
    void connectedWallet().then((wallet) => {
      if (!cancelled) setWalletChainId(account ? (wallet?.chainId ?? 1) : null);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the frame talks to one session of the app (the launch, the viewer and the wallet it started with); rebuilding the endpoint mid-session would cut the app off.
  useEffect(() => {
    const iframe = frameRef.current;
    if (!contextKnown || sameOrigin || !iframe) return;
    let endpoint: HostEndpoint | null = null;
    const calls = miniAppCalls(gateway.config);
    const wallet: AccountWallet | null = account && {
      address: account.address,
      connect: async () => {
        try {
          const connected = await connectAccountWallet(await pageWalletConfigFor(settings, walletConnectProjectId), account);
          setWalletProblem(null);
          return connected;
        } catch (error) {
          if (error instanceof AccountWalletError && !error.declined) setWalletProblem(error.message);
          throw error;
        }
      },
    };
    const sdk = createHostSdk({
      appName: launch.name,
      appUrl: launch.url,
      context: miniAppContext({
        launch,
        identity,
        profile: profile.data ?? null,
        added: identity ? isAdded(localStorage, identity.fid, launch.url) : false,
        platform: window.matchMedia('(max-width: 639px)').matches ? 'mobile' : 'web',
      }),
      viewerFid: identity?.layer === 'L1' ? Number(identity.fid) : null,
      signedIn: identity !== null,
      walletChainId: walletChainId ?? null,
      wallet,
      ask: (request) => approvals.ask(request),
      choose: (request) => approvals.choose(request),
      ready: () => {
        ready();
        const started = launchStartedAt();
        if (started !== null) performance.measure('miniapp:click-to-ready', { start: started, end: performance.now() });
      },
      close: () => closeRef.current(),
      openUrl: (url) => window.open(url, '_blank', 'noopener,noreferrer'),
      viewProfile: (fid) => {
        closeRef.current();
        live.current.navigate(profilePath(fid));
      },
      viewCast: (hash) => {
        closeRef.current();
        live.current.navigate(castPath(hash));
      },
      compose: (options) =>
        new Promise((resolve) => {
          setComposing({
            options,
            done: (cast) => {
              setComposing(null);
              resolve(cast);
            },
          });
        }),
      notificationOffer: async (): Promise<NotificationOffer> => {
        const { token } = live.current.session;
        if (!token) return { kind: 'none' };
        try {
          if ((await gateway.limits()) === null) return { kind: 'unavailable' };
          const webhookUrl = await calls.webhookOf(token, launch.url);
          return webhookUrl ? { kind: 'offered', webhookUrl } : { kind: 'none' };
        } catch (error) {
          // The gateway's own words say what was wrong with the manifest; anything else is described as usual.
          return { kind: 'unreadable', reason: isGatewayError(error) && error.details ? error.details : describeError(error) };
        }
      },
      addApp: async ({ webhookUrl, notify }) => {
        const current = live.current.session;
        if (!identity) return null;
        addApp(localStorage, identity.fid, {
          name: launch.name,
          url: launch.url,
          imageUrl: launch.imageUrl,
          splashImageUrl: launch.splashImageUrl,
          splashBackgroundColor: launch.splashBackgroundColor,
          addedAt: Date.now(),
        });
        const author = currentAuthor(current);
        if (!webhookUrl || !current.token || !author) return {};
        try {
          const sender = { calls, token: current.token, sign: eventSigning(author) };
          const notificationDetails = await addMiniAppFor(sender, { appUrl: appOrigin, webhookUrl }, notify);
          setNotificationProblem(null);
          return notificationDetails ? { notificationDetails } : {};
        } catch (error) {
          // Added all the same: only its notifications are missing, and the person is told why.
          setNotificationProblem(`${launch.name} was added, but its notifications could not be set up: ${describeError(error)}`);
          return {};
        }
      },
      announceWallet: () => {
        if (walletChainId === null) return;
        endpoint?.emit({ event: 'eip6963:announceProvider', info: { icon: CASTLINE_ICON, name: 'Castline', rdns: 'xyz.castline', uuid: crypto.randomUUID() } });
      },
    });
    endpoint = createFrameEndpoint(iframe, appOrigin);
    const bridge = createWalletBridge({ appName: launch.name, wallet, chainId: walletChainId ?? 1, ask: (request) => approvals.ask(request) });
    type EthProvider = NonNullable<Parameters<typeof exposeToEndpoint>[0]['ethProvider']>;
    return exposeToEndpoint({ endpoint, sdk, miniAppOrigin: appOrigin, ethProvider: bridge as unknown as EthProvider });
  }, [contextKnown]);

  const background = launch.splashBackgroundColor ?? '#ffffff';
  return (
    <Modal
      onClose={close}
      aria-labelledby="miniapp-title"
      className={`${MODAL_PANEL} m-auto flex h-[min(695px,calc(100dvh-2rem))] w-[min(424px,calc(100%-2rem))] max-w-none flex-col overflow-hidden p-0 backdrop:bg-black/60 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:rounded-none max-sm:border-0`}
    >
      {/* While the person is asked something, the panel covers these two and they take no focus or click. */}
      <div className={HOST_BAR} inert={asking}>
        <div className="min-w-0 flex-1">
          <h2 id="miniapp-title" className="truncate text-base font-bold">
            {launch.name}
          </h2>
          <p className="truncate text-xs text-zinc-600 dark:text-zinc-400" data-testid="miniapp-origin">
            {appOrigin}
          </p>
        </div>
        <button type="button" className="btn btn-quiet px-3 py-1" onClick={close} aria-label={`Close ${launch.name}`}>
          Close
        </button>
      </div>
      {[walletProblem, notificationProblem].map(
        (problem) =>
          problem && (
            <p key={problem} role="alert" className="border-b border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
              {problem}
            </p>
          ),
      )}
      <div className="relative flex-1" inert={asking}>
        {sameOrigin ? (
          <p role="alert" className="p-4 text-sm">
            This app runs on Castline’s own address, so it cannot be opened safely.
          </p>
        ) : (
          contextKnown && (
            <iframe
              ref={frameRef}
              src={launch.url}
              title={launch.name}
              sandbox={SANDBOX}
              allow=""
              referrerPolicy="strict-origin"
              className="absolute inset-0 h-full w-full border-0 bg-white"
            />
          )
        )}
        {phase !== 'ready' && !sameOrigin && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center" style={{ backgroundColor: background }} data-testid="miniapp-splash">
            {launch.splashImageUrl && <img src={launch.splashImageUrl} alt="" width={100} height={100} referrerPolicy="no-referrer" className="h-[100px] w-[100px]" />}
            {phase === 'loading' ? (
              <p role="status" className="rounded bg-white/85 px-2 py-1 text-sm text-zinc-900">
                Opening {launch.name}…
              </p>
            ) : (
              <div role="alert" className="rounded-xl bg-white px-4 py-3 text-sm text-zinc-900 shadow">
                <p>{launch.name} has not finished loading after {READY_TIMEOUT_MS / 1000} seconds.</p>
                <div className="mt-3 flex justify-center gap-2">
                  <button type="button" className="btn btn-quiet" onClick={keepWaiting}>
                    Keep waiting
                  </button>
                  <button type="button" className="btn btn-primary" onClick={close}>
                    Close
                  </button>
                </div>
              </div>
            )}
          </div>
        )}
        {composing && (
          <Suspense fallback={<p className="absolute inset-0 bg-white p-4 text-sm dark:bg-zinc-900">Opening the composer…</p>}>
            <ComposePanel appName={launch.name} options={composing.options} onDone={composing.done} />
          </Suspense>
        )}
      </div>
      {pending && <ApprovalPanel key={pending.id} request={pending} onAnswer={(approved, option) => approvals.answer(pending.id, approved, option)} />}
    </Modal>
  );
}
