import { describe, expect, it } from 'vitest';
import { checkComposer, composerEmbeds } from './composerModel';
import { EMPTY_PART, type DraftPart } from './draftStore';

const channelUrlOf = (key: string) => `https://warpcast.com/~/channel/${key}`;
const PARENT = { fid: '3', hash: '0x' + '11'.repeat(20) };
const QUOTE = { fid: '0x' + 'ab'.repeat(20), hash: '0x' + '22'.repeat(20), external: true };
const d = (over: Partial<DraftPart>): DraftPart => ({ ...EMPTY_PART, ...over });

describe('composerEmbeds', () => {
  it('offers links typed in the text, minus dismissed ones, after added addedUrls and before the quote', () => {
    const draft = d({
      text: 'see https://a.example/x and https://b.example/pic.png and https://c.example',
      dismissedUrls: ['https://c.example'],
      addedUrls: ['https://img.example/1.jpg'],
    });
    expect(composerEmbeds(draft, { quote: QUOTE })).toEqual([
      { kind: 'image', url: 'https://img.example/1.jpg', from: 'added' },
      { kind: 'link', url: 'https://a.example/x', from: 'text' },
      { kind: 'image', url: 'https://b.example/pic.png', from: 'text' },
      { kind: 'quote', cast: QUOTE },
    ]);
  });

  it('lists a URL once even when it is both typed and added', () => {
    const draft = d({ text: 'https://img.example/1.jpg', addedUrls: ['https://img.example/1.jpg'] });
    expect(composerEmbeds(draft, {})).toHaveLength(1);
  });
});

describe('checkComposer', () => {
  it('encodes chosen mentions and counts bytes without their handles', () => {
    const result = checkComposer(d({ text: '🤓 @farcaster says hello', mentions: { farcaster: '1' } }), {});
    expect(result.castDraft).toMatchObject({ text: '🤓  says hello', mentions: ['1'], mentionsPositions: [5] });
    expect(result.validation).toEqual({ ok: true, type: 'CAST', bytes: 16 });
    expect(result.bytes).toBe(16);
  });

  it('leaves a handle that was never chosen as plain text', () => {
    const result = checkComposer(d({ text: 'hi @nobody' }), {});
    expect(result.castDraft).toMatchObject({ text: 'hi @nobody', mentions: [] });
  });

  it('picks the cast type from the length and refuses past 1024 bytes', () => {
    expect(checkComposer(d({ text: 'a'.repeat(321) }), {}).validation).toMatchObject({ ok: true, type: 'LONG_CAST' });
    const tooLong = checkComposer(d({ text: 'é'.repeat(513) }), {});
    expect(tooLong.bytes).toBe(1026);
    expect(tooLong.validation).toMatchObject({ ok: false, problems: [{ code: 'too-long' }] });
  });

  it('posts a reply into its thread, never into the picked channel', () => {
    const reply = checkComposer(d({ text: 'yes' }), { parent: PARENT, channelUrl: channelUrlOf('dev') });
    expect(reply.castDraft.parentCastId).toEqual(PARENT);
    expect(reply.castDraft.parentUrl).toBeUndefined();
    const channel = checkComposer(d({ text: 'yes' }), { channelUrl: channelUrlOf('dev') });
    expect(channel.castDraft.parentUrl).toBe('https://warpcast.com/~/channel/dev');
  });

  it('counts a quote as an embed and refuses a third embed', () => {
    const draft = d({ text: 'https://a.example https://b.example' });
    expect(checkComposer(draft, {}).validation.ok).toBe(true);
    expect(checkComposer(draft, { quote: QUOTE }).validation).toMatchObject({ ok: false, problems: [{ code: 'too-many-embeds' }] });
  });

  it('refuses an empty cast but accepts a quote alone', () => {
    expect(checkComposer(d({ text: '  ' }), {}).validation).toMatchObject({ ok: false, problems: [{ code: 'empty' }] });
    expect(checkComposer(d({ text: '' }), { quote: QUOTE }).validation.ok).toBe(true);
  });
});
