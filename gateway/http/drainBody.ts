import type { IncomingMessage, Server } from 'node:http';

/** The most of an unread body the gateway reads (and throws away) after answering, and for how long. */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
export const DRAIN_LIMIT_MS = 30_000;

/**
 * Reads and discards what is left of a request body once its answer is sent (a refusal that came
 * before the body was read, a 413 that stopped reading). A client still sending (a browser streaming
 * an upload, curl) reads the answer once it has sent everything; closing the connection at once would
 * reset it and lose the answer. Past `limit` bytes or `ms` the connection is dropped: nobody gets to
 * make the gateway read forever.
 */
export function drainRest(incoming: IncomingMessage, limit = DRAIN_LIMIT_BYTES, ms = DRAIN_LIMIT_MS): void {
  if (incoming.readableEnded || incoming.destroyed) return;
  const { socket } = incoming;
  // Counted on the connection: once nobody reads a body, Node's parser discards it without events.
  const from = socket.bytesRead;
  const deadline = Date.now() + ms;
  const watch = setInterval(() => {
    if (socket.bytesRead - from > limit || Date.now() > deadline) socket.destroy();
  }, 50);
  watch.unref();
  // Every listener goes with the request: a connection kept alive for many requests collects none.
  const done = () => {
    clearInterval(watch);
    incoming.off('end', done);
    incoming.off('close', done);
    socket.off('close', done);
  };
  incoming.once('end', done);
  incoming.once('close', done);
  socket.once('close', done);
  // Whatever read the body before (the adapter to the web Request) stops; the rest is thrown away.
  incoming.removeAllListeners('data');
  incoming.resume();
}

/** Every answer of this server drains its request's unread body within the limits above. */
export function drainUnreadBodies(server: Pick<Server, 'prependListener'>, limit = DRAIN_LIMIT_BYTES, ms = DRAIN_LIMIT_MS): void {
  // First of the request listeners: an answer sent at once still finds this one listening.
  server.prependListener('request', (incoming: IncomingMessage, outgoing) => outgoing.once('finish', () => drainRest(incoming, limit, ms)));
}
