import type { Cast, User } from '../api/model';

/** Every user a list of casts carries in full: authors, parent authors, and those of folded replies and quotes. */
export function usersInCasts(casts: readonly Cast[]): User[] {
  const out: User[] = [];
  const visit = (cast: Cast) => {
    out.push(cast.author);
    if (cast.parentAuthor) out.push(cast.parentAuthor);
    if (cast.reply) visit(cast.reply);
    cast.embeds.quotes.forEach(visit);
  };
  casts.forEach(visit);
  return out;
}

/**
 * Every cast a list carries, one record per hash: a folded reply becomes its own record and
 * its parent is kept without it, so each can be shown on its own (a thread opened from a feed).
 */
export function castsInCasts(casts: readonly Cast[]): Cast[] {
  const out: Cast[] = [];
  const visit = (cast: Cast) => {
    out.push(cast.reply ? { ...cast, reply: null } : cast);
    if (cast.reply) visit(cast.reply);
    cast.embeds.quotes.forEach(visit);
  };
  casts.forEach(visit);
  return out;
}

/** A list with each folded reply taken out of its parent and placed right after it. */
export function unfoldReplies(casts: readonly Cast[]): Cast[] {
  return casts.flatMap((cast) => (cast.reply ? [{ ...cast, reply: null }, ...unfoldReplies([cast.reply])] : [cast]));
}
