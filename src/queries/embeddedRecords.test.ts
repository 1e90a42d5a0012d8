import { describe, expect, it } from 'vitest';
import { castsInCasts, unfoldReplies, usersInCasts } from './embeddedRecords';
import { testCast, testUser } from './testModel';

const quoted = testCast({ hash: '0xq', author: testUser({ fid: '4' }) });
const folded = testCast({
  hash: '0xp',
  author: testUser({ fid: '1' }),
  parentAuthor: testUser({ fid: '9' }),
  reply: testCast({ hash: '0xr', author: testUser({ fid: '2' }), parentAuthor: testUser({ fid: '1' }) }),
  embeds: { images: [], urls: [], quotes: [quoted], quoteHashes: [] },
});

describe('usersInCasts', () => {
  it('finds authors, parent authors, and the authors of folded replies and quotes', () => {
    expect(usersInCasts([folded]).map((u) => u.fid).sort()).toEqual(['1', '1', '2', '4', '9']);
  });
});

describe('castsInCasts', () => {
  it('unfolds a reply into its own record and keeps the parent without it', () => {
    const records = castsInCasts([folded]);
    expect(records.map((c) => c.hash)).toEqual(['0xp', '0xr', '0xq']);
    expect(records[0]!.reply).toBeNull();
    expect(folded.reply).not.toBeNull();
  });
});

describe('unfoldReplies', () => {
  it('places a folded reply after its parent and leaves quotes where they are', () => {
    expect(unfoldReplies([folded, quoted]).map((c) => c.hash)).toEqual(['0xp', '0xr', '0xq']);
    expect(unfoldReplies([folded])[0]!.embeds.quotes).toHaveLength(1);
  });
});
