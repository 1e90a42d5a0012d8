/**
 * The tag of a test whose subject the app draws or does by itself (sizes and themes beyond one, the
 * keyboard, its own dialogs, the wallet's events, the session's hand-over between tabs, the Mini App
 * host, the build's policy, what it keeps on the device, its answers to failures the test itself stands
 * in for with `page.route`), the same whichever family of answers the gateway gives: the far.quest
 * project leaves it out (`playwright.config.ts`), before any browser or fixture is set up for it. Every
 * screen's reads and writes, and the public service's own answers (its errors, limits and missing
 * routes), still run in both projects, in the specs that are about them.
 */
export const SAME_IN_BOTH_MODES = '@same-in-both-modes';

/**
 * The tag of a test of what only the local gateway has (reading the network through a Farcaster node):
 * the public service has nothing of it, so the far.quest project leaves it out too.
 */
export const LOCAL_GATEWAY_ONLY = '@local-gateway-only';

/** The tests the far.quest project leaves out. */
export const NOT_IN_FARQUEST_PROJECT = new RegExp(`${SAME_IN_BOTH_MODES}|${LOCAL_GATEWAY_ONLY}`);
