import {
  AddMiniApp,
  Errors,
  SignIn,
  SignManifest,
  type ComposeCast,
  type Context,
  type MiniAppHost,
  type MiniAppHostCapability,
  type ViewCast,
  type ViewProfile,
} from '@farcaster/miniapp-host';
import { stringToHex } from 'viem';
import { fidOf, parseCastHash } from '../../../api/ids';
import type { CastHash, Fid } from '../../../api/model';
import { AccountWalletError, type AccountWallet } from '../../../wallet/accountWallet';
import type { NotificationDetails } from '../../../farcaster/miniAppEventSignature';
import { addApprovalRequest, type NotificationOffer } from './addApproval';
import type { Approval, ApprovalRequest } from './approvals';
import { siwfMessage } from './siwf';
import { describeError } from '../../../errors/describeError';
import { AppError, isWalletRejection } from '../../../errors/appError';

export type HostSdk = Omit<MiniAppHost, 'ethProviderRequestV2' | 'addFrame'>;
type ComposeResult = ComposeCast.Result<boolean | undefined>;

/** What Castline does for an app, given by the host screen. */
export interface HostActions {
  appName: string;
  appUrl: string;
  context: Context.MiniAppContext;
  /** The viewer's FID when they are an L1 account (SIWF names it), else null. */
  viewerFid: number | null;
  signedIn: boolean;
  /** Known at launch, so `getCapabilities` and `getChains` say what is true for this session; null without a wallet. */
  walletChainId: number | null;
  /** The signed-in account's wallet; null when nobody is signed in with one. */
  wallet: AccountWallet | null;
  ask(request: ApprovalRequest): Promise<boolean>;
  /** As `ask`, with the request's option. */
  choose(request: ApprovalRequest): Promise<Approval>;
  ready(): void;
  close(): void;
  openUrl(url: string): void;
  viewProfile(fid: Fid): void;
  viewCast(hash: CastHash): void;
  /** Resolves to the posted cast, or null when the person closes the composer. */
  compose(options: ComposeCast.Options<boolean | undefined>): Promise<ComposeCast.ComposeCastInnerResult | null>;
  /** Whether adding the app can bring notifications, found out before the person is asked. */
  notificationOffer(): Promise<NotificationOffer>;
  /**
   * Saves the app to the person's apps, telling its webhook when it has one, with notifications when
   * `notify`: the details its server notifies with when they were set up, null when there is nobody to
   * save it for.
   */
  addApp(choice: { webhookUrl: string | null; notify: boolean }): Promise<{ notificationDetails?: NotificationDetails } | null>;
  announceWallet(): void;
}

const notSupported = (what: string) => () => Promise.reject(new Errors.BaseError(`Castline does not support ${what}.`));

/**
 * The host half of the Mini App protocol, as `@farcaster/miniapp-host` exposes it to the frame.
 * Every action either does what the specification says or rejects with the SDK's own error: none
 * is left waiting for an answer that never comes.
 */
export function createHostSdk(actions: HostActions): HostSdk {
  const capabilities: MiniAppHostCapability[] = [
    'actions.ready',
    'actions.close',
    'actions.openUrl',
    'actions.viewProfile',
    'actions.viewCast',
    'actions.addMiniApp',
    ...(actions.signedIn ? (['actions.composeCast'] as const) : []),
    ...(actions.walletChainId !== null ? (['wallet.getEthereumProvider', 'actions.signIn'] as const) : []),
  ];

  const viewProfile: ViewProfile.ViewProfile = async ({ fid }) => {
    if (!Number.isSafeInteger(fid) || fid <= 0) throw new Errors.BaseError(`There is no profile for FID ${String(fid)}.`);
    actions.viewProfile(fidOf(fid));
  };
  const viewCast: ViewCast.ViewCast = async ({ hash }) => {
    const castHash = parseCastHash(hash);
    if (castHash === null) throw new Errors.BaseError(`${hash} is not a cast hash.`);
    actions.viewCast(castHash);
  };

  return {
    context: actions.context,
    ready: () => actions.ready(),
    close: () => actions.close(),
    openUrl: (url) => {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return;
      }
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') actions.openUrl(parsed.href);
    },
    viewProfile,
    viewCast,
    composeCast: (async (options: ComposeCast.Options<boolean | undefined>): Promise<ComposeResult> => {
      const cast = await actions.compose(options);
      if (options.close) {
        actions.close();
        return undefined as ComposeResult;
      }
      return { cast } as ComposeResult;
    }) as HostSdk['composeCast'],
    signIn: async ({ nonce, notBefore, expirationTime }) => {
      const { wallet } = actions;
      // Refusals are the person's own; anything else is said in words, never passed off as theirs.
      if (!wallet) throw new Errors.BaseError('Nobody is signed in to Castline with a wallet, so there is nothing to sign in with. Sign in there with one first.');
      const message = siwfMessage({ appUrl: actions.appUrl, address: wallet.address, fid: actions.viewerFid, nonce, notBefore, expirationTime, now: new Date() });
      const approved = await actions.ask({ title: `Sign in to ${actions.appName} with Farcaster?`, detail: message, approveLabel: 'Sign in' });
      if (!approved) throw new SignIn.RejectedByUser();
      const connected = await wallet.connect().catch((error: unknown) => {
        throw error instanceof AccountWalletError && error.declined ? new SignIn.RejectedByUser() : new Errors.BaseError(describeError(error));
      });
      const signature = await connected.provider.request({ method: 'personal_sign', params: [stringToHex(message), wallet.address] }).catch((error: unknown) => {
        if (isWalletRejection(error)) throw new SignIn.RejectedByUser();
        const details = error instanceof Error ? error.message : null;
        throw new Errors.BaseError(describeError(new AppError('wallet', 'Your wallet could not sign the message.', { details, cause: error })));
      });
      return { message, signature: String(signature), authMethod: 'custody' };
    },
    addMiniApp: async () => {
      // Only the person's Add sends anything: the offer reads the manifest, nothing more.
      const offer = actions.signedIn ? await actions.notificationOffer() : ({ kind: 'none' } as const);
      const { approved, option } = await actions.choose(addApprovalRequest(actions.appName, actions.appUrl, offer));
      const added = approved ? await actions.addApp({ webhookUrl: offer.kind === 'offered' ? offer.webhookUrl : null, notify: option }) : null;
      if (!added) throw new AddMiniApp.RejectedByUser();
      // The app is given the details its server notifies with, and nothing else.
      return added.notificationDetails ? { notificationDetails: added.notificationDetails } : {};
    },
    getCapabilities: async () => capabilities,
    getChains: async () => (actions.walletChainId !== null ? [`eip155:${actions.walletChainId}`] : []),
    eip6963RequestProvider: () => actions.announceWallet(),
    // The bridge in MiniAppHost answers wallet requests; this older entry point is never called by the current SDK.
    ethProviderRequest: notSupported('the version 1 wallet transport') as never,
    signManifest: async () => {
      throw new SignManifest.GenericError('Castline does not sign domain manifests.');
    },
    setPrimaryButton: () => {},
    updateBackState: async () => {},
    impactOccurred: async () => {},
    notificationOccurred: async () => {},
    selectionChanged: async () => {},
    viewToken: notSupported('viewing tokens'),
    sendToken: async () => ({ success: false, reason: 'send_failed', error: { error: 'unsupported', message: 'Castline does not send tokens.' } }),
    swapToken: async () => ({ success: false, reason: 'swap_failed', error: { error: 'unsupported', message: 'Castline does not swap tokens.' } }),
    openMiniApp: notSupported('opening another Mini App from an app'),
    requestCameraAndMicrophoneAccess: notSupported('camera and microphone access'),
  };
}
