// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fidOf } from '../api/ids';
import { testServices } from './fixtures/servicesWrapper';
import { useSession } from './useSession';

const address = '0x00000000000000000000000000000000000000aa' as const;

describe('useSession', () => {
  it('renders again with each change of the session', () => {
    const { wrapper, session } = testServices({ url: 'http://127.0.0.1:9', apiKey: 'k' });
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current.identity).toBeNull();
    act(() => session.dispatch({ type: 'signed-in', token: 't', identity: { layer: 'L2', fid: fidOf(address) }, expiresAt: null }));
    expect(result.current.identity?.fid).toBe(address);
    act(() => session.dispatch({ type: 'signed-out' }));
    expect(result.current.identity).toBeNull();
  });
});
