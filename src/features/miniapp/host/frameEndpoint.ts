import type { HostEndpoint } from '@farcaster/miniapp-host';

type Listener = Parameters<HostEndpoint['addEventListener']>[1];

/** A message counts only if it comes from the app's own frame window and from the app's origin. */
export function isFromApp(event: Pick<MessageEvent, 'origin' | 'source'>, frame: Window | null, appOrigin: string): boolean {
  return frame !== null && event.source === frame && event.origin === appOrigin;
}

/**
 * The channel between the host and one frame. Unlike the host package's `createIframeEndpoint`,
 * replies are posted to the app's origin only (never `*`), and incoming messages are checked for
 * both the frame's window and its origin before comlink sees them (comlink checks the origin again).
 */
export function createFrameEndpoint(iframe: HTMLIFrameElement, appOrigin: string, host: Window = window): HostEndpoint {
  const wrapped = new Map<Listener, EventListener>();
  const post = (message: unknown, transfer?: Transferable[]) => iframe.contentWindow?.postMessage(message, appOrigin, transfer ?? []);
  return {
    postMessage: post,
    addEventListener(type, listener) {
      const filtered: EventListener = (event) => {
        if (!(event instanceof MessageEvent) || !isFromApp(event, iframe.contentWindow, appOrigin)) return;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      wrapped.set(listener, filtered);
      host.addEventListener(type, filtered);
    },
    removeEventListener(type, listener) {
      const filtered = wrapped.get(listener);
      if (!filtered) return;
      wrapped.delete(listener);
      host.removeEventListener(type, filtered);
    },
    emit: (event) => post({ type: 'frameEvent', event }),
    emitEthProvider: (event, params) => post({ type: 'frameEthProviderEvent', event, params }),
  };
}
