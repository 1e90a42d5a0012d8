/** A Farcaster name (fname) or an ENS name ending in .eth, as hubs accept them: the one rule, app and gateway. */
const NAME = '[a-z0-9][a-z0-9-]{0,15}(?:\\.eth)?';
const USERNAME = new RegExp(`^${NAME}$`);

export function isUsername(name: string): boolean {
  return USERNAME.test(name);
}

/** The names written as `@name` in free text (a bio), lower case, each once, in order. */
export function mentionedNames(text: string): string[] {
  return [...new Set([...text.matchAll(new RegExp(`(?<![\\w@])@(${NAME})`, 'gi'))].map((m) => m[1]!.toLowerCase()))];
}

/** How well a username answers a search for `match`: 0 the same name in any case, 1 a name starting with it, 2 found otherwise. */
function usernameMatchRank(username: string, match: string): 0 | 1 | 2 {
  const name = username.toLowerCase();
  const typed = match.toLowerCase();
  if (name === typed) return 0;
  return name.startsWith(typed) ? 1 : 2;
}

/**
 * People found by a search for `match`, best first: the exact username, then usernames starting with
 * it, then the rest (a display name holding it). Stable: within a rank the order found is kept.
 */
export function rankByUsernameMatch<T extends { username: string }>(found: readonly T[], match: string): T[] {
  return [...found].sort((a, b) => usernameMatchRank(a.username, match) - usernameMatchRank(b.username, match));
}
