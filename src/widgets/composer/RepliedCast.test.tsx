// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { testCast, testUser } from '../../queries/testModel';
import { RepliedCast } from './RepliedCast';

afterEach(cleanup);

const renderReplied = (username: string, displayName: string) =>
  render(
    <MemoryRouter>
      <RepliedCast cast={testCast({ author: testUser({ fid: '3', username, displayName }) })} />
    </MemoryRouter>,
  );

describe('RepliedCast', () => {
  it('names the person replied to with one @', () => {
    renderReplied('nina', 'Nina N');
    expect(screen.getByText(/^Replying to/).textContent).toBe('Replying to @nina');
  });

  it('names a person without a username by their name, with no @', () => {
    renderReplied(`0x${'ab'.repeat(20)}`, 'Nina N');
    expect(screen.getByText(/^Replying to/).textContent).toBe('Replying to Nina N');
  });
});
