/**
 * The relay side of Sign in with Farcaster, with the official `@farcaster/auth-client`, and the QR
 * code of the channel's link. Loaded only when the person opens Sign in with Farcaster.
 */
import { createAppClient, viemConnector } from '@farcaster/auth-client';

export { qrCodeDataUrl } from '../../../components/qrCode';

export type ChannelOutcome =
  | { kind: 'completed'; message: string; signature: string }
  | { kind: 'timed-out' }
  | { kind: 'unreachable' };

export interface OpenedChannel {
  channelToken: string;
  url: string;
}

export function relayClient(relayUrl: string) {
  const client = createAppClient({ relay: relayUrl, ethereum: viemConnector() });
  return {
    /** The channel, or null when the relay could not be reached or refused it. */
    async open(args: { siweUri: string; domain: string; nonce: string; expirationTime: string }): Promise<OpenedChannel | null> {
      const answer = await client.createChannel(args).catch(() => null);
      if (!answer || answer.isError || typeof answer.data.url !== 'string' || typeof answer.data.channelToken !== 'string') return null;
      return { channelToken: answer.data.channelToken, url: answer.data.url };
    },
    /** Waits for the approval; pending answers carry no `url`, so the one from `open` stays the one shown. */
    async watch(channelToken: string, timeoutMs: number): Promise<ChannelOutcome> {
      const answer = await client.watchStatus({ channelToken, timeout: timeoutMs, interval: 1_000 }).catch(() => null);
      if (!answer) return { kind: 'unreachable' };
      if (answer.isError) return /timed out/i.test(answer.error?.message ?? '') ? { kind: 'timed-out' } : { kind: 'unreachable' };
      const { message, signature } = answer.data;
      return typeof message === 'string' && typeof signature === 'string' ? { kind: 'completed', message, signature } : { kind: 'timed-out' };
    },
  };
}
