/** The keyboard shortcuts, as the `?` list shows them. The handlers live where the work is done. */
export const SHORTCUTS: ReadonlyArray<{ keys: string[]; what: string }> = [
  { keys: ['j'], what: 'Next cast in a feed' },
  { keys: ['k'], what: 'Previous cast in a feed' },
  { keys: ['Enter'], what: 'Open the focused cast' },
  { keys: ['n'], what: 'Write a new cast' },
  { keys: ['Ctrl', 'K'], what: 'Search people, channels and casts (Cmd+K on a Mac)' },
  { keys: ['/'], what: 'Search, outside a text field' },
  { keys: ['Ctrl', 'Enter'], what: 'Post from the composer' },
  { keys: ['?'], what: 'Show this list' },
];
