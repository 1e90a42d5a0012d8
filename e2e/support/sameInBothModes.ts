/**
 * The tag of a test whose subject the app draws or does by itself (sizes and themes beyond one, the
 * keyboard, its own dialogs, the wallet's events, the session's hand-over between tabs, the Mini App
 * host, the build's policy), the same whichever family of answers the gateway gives: the far.quest
 * project leaves it out (`playwright.config.ts`), before any browser or fixture is set up for it. Every
 * screen's reads and writes still run in both projects, in the specs that are about them.
 */
export const SAME_IN_BOTH_MODES = '@same-in-both-modes';
