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
