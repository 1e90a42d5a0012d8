import { describe, expect, it } from 'vitest';
import { untoldWords } from './appChangeWords';

const untold = { delivered: false, reason: 'notes.example answered HTTP 500' };

describe('a change the app was not told of', () => {
  it('says nothing when the app was told or nothing was sent', () => {
    expect(untoldWords('Notes', 'removed', { delivered: true, reason: null })).toBeNull();
    expect(untoldWords('Notes', 'notifications on', null)).toBeNull();
    expect(untoldWords('Notes', 'notifications off', undefined)).toBeNull();
  });

  it('names the app, the reason and what follows for the person', () => {
    expect(untoldWords('Notes', 'notifications on', untold)).toBe(
      'Notes could not be told of your new notification token (notes.example answered HTTP 500), so it cannot notify you yet. Turn its notifications off and on to try again.',
    );
    expect(untoldWords('Notes', 'notifications off', untold)).toBe('Notes could not be told (notes.example answered HTTP 500). Its notifications stop anyway: this gateway no longer takes them for you.');
    expect(untoldWords('Notes', 'removed', { delivered: false, reason: null })).toBe(
      'Notes could not be told it was removed (no reason given). It cannot notify you: this gateway no longer takes its notifications for you.',
    );
  });
});
