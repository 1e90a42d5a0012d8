import { describe, expect, it } from 'vitest';
import { feedKeyAction, isTypingTarget, targetRow } from './feedKeys';

describe('isTypingTarget', () => {
  it('is on for text fields, text areas, selects and editable content', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTypingTarget({ tagName: 'input', type: 'search' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is off for articles, links, buttons and checkboxes', () => {
    expect(isTypingTarget({ tagName: 'ARTICLE' })).toBe(false);
    expect(isTypingTarget({ tagName: 'A' })).toBe(false);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('feedKeyAction', () => {
  it('maps j, k and Enter, and ignores them with modifiers', () => {
    expect(feedKeyAction({ key: 'j' })).toBe('next');
    expect(feedKeyAction({ key: 'k' })).toBe('previous');
    expect(feedKeyAction({ key: 'Enter' })).toBe('open');
    expect(feedKeyAction({ key: 'j', ctrlKey: true })).toBeNull();
    expect(feedKeyAction({ key: 'J' })).toBeNull();
    expect(feedKeyAction({ key: 'x' })).toBeNull();
  });
});

describe('targetRow', () => {
  it('moves one row from the focused row and holds at the ends', () => {
    expect(targetRow('next', 3, 0, 10)).toBe(4);
    expect(targetRow('previous', 3, 0, 10)).toBe(2);
    expect(targetRow('next', 9, 0, 10)).toBe(9);
    expect(targetRow('previous', 0, 0, 10)).toBe(0);
  });

  it('starts from the first row on screen when nothing is focused', () => {
    expect(targetRow('next', null, 5, 10)).toBe(5);
    expect(targetRow('previous', null, 5, 10)).toBe(4);
    expect(targetRow('next', null, 0, 0)).toBeNull();
  });
});
