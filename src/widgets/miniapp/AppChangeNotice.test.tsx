// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/appError';
import type { AccountAppWrites } from '../../writes/useAccountAppWrites';
import { AppChangeNotice } from './AppChangeNotice';

type Writes = Required<AccountAppWrites>;
/** A write's state as TanStack Query reports it, with only what the notice reads. */
const state = <W extends keyof Writes>(fields: Partial<Record<'submittedAt' | 'error' | 'data' | 'variables', unknown>>) =>
  ({ submittedAt: 0, error: null, data: undefined, variables: undefined, ...fields }) as unknown as Writes[W];
const notes = { name: 'Notes', webhook: { appUrl: 'https://notes.example', webhookUrl: 'https://notes.example/hook' }, addedHere: null };
const down = { delivered: false, reason: 'notes.example answered HTTP 503' };

afterEach(cleanup);

describe('AppChangeNotice', () => {
  it('says the app was not told of the latest change', () => {
    render(<AppChangeNotice writes={{ notifications: state<'notifications'>({ submittedAt: 2, data: down, variables: { entry: notes, on: false } }), remove: state<'remove'>({}) }} />);
    expect(screen.getByRole('status').textContent).toBe('Notes could not be told (notes.example answered HTTP 503). Its notifications stop anyway: this gateway no longer takes them for you.');
  });

  it('says nothing of an earlier change once a later one was told', () => {
    render(
      <AppChangeNotice
        writes={{
          notifications: state<'notifications'>({ submittedAt: 1, data: down, variables: { entry: notes, on: true } }),
          remove: state<'remove'>({ submittedAt: 2, data: { delivered: true, reason: null }, variables: notes }),
        }}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in words why the latest change failed', () => {
    render(<AppChangeNotice writes={{ remove: state<'remove'>({ submittedAt: 3, error: new AppError('invalid-input', 'This app is not one of yours.'), variables: notes }) }} />);
    expect(screen.getByRole('alert').textContent).toBe('This app is not one of yours.');
  });
});
