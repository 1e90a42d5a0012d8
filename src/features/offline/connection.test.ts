import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../api/errors';
import { connectionText, watchFailedReads } from './connection';

describe('connectionText', () => {
  it('says offline when the browser does, unreachable when only the gateway is, nothing otherwise', () => {
    expect(connectionText({ online: false, unreachable: true })).toBe("You're offline — showing what this device has already read.");
    expect(connectionText({ online: true, unreachable: true })).toBe("Can't reach the gateway — showing what this device has already read.");
    expect(connectionText({ online: true, unreachable: false })).toBeNull();
  });
});

describe('watchFailedReads', () => {
  it('hears a read that fails for want of a network, and not one the gateway refused', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let heard = 0;
    const stop = watchFailedReads(client.getQueryCache(), () => heard++);
    await client.fetchQuery({ queryKey: ['refused'], queryFn: () => Promise.reject(new GatewayError('bad-request', 'no')) }).catch(() => undefined);
    expect(heard).toBe(0);
    await client.fetchQuery({ queryKey: ['unreachable'], queryFn: () => Promise.reject(new GatewayError('network', 'Failed to fetch')) }).catch(() => undefined);
    expect(heard).toBe(1);
    stop();
    await client.fetchQuery({ queryKey: ['after'], queryFn: () => Promise.reject(new GatewayError('network', 'Failed to fetch')) }).catch(() => undefined);
    expect(heard).toBe(1);
  });
});
