// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode, useEffect, useState } from 'react';
import { createConfig, http } from 'wagmi';
import { getConnectors } from 'wagmi/actions';
import { optimism } from 'wagmi/chains';
import { mock } from 'wagmi/connectors';
import { afterEach, expect, it } from 'vitest';
import { reconnectedAccounts } from './reconnectWallet';

afterEach(cleanup);

const address = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

function walletConfig() {
  return createConfig({
    chains: [optimism],
    connectors: [mock({ accounts: [address], features: { defaultConnected: true, reconnect: true } })],
    transports: { [optimism.id]: http('http://127.0.0.1:9') },
    storage: null,
  });
}

/** The "Continue as …" step: an effect that reconnects and ignores an answer after its cleanup. */
function ContinueAs({ config }: { config: ReturnType<typeof walletConfig> }) {
  const [found, setFound] = useState('reconnecting');
  useEffect(() => {
    let cancelled = false;
    void reconnectedAccounts(config, getConnectors(config)).then((accounts) => {
      if (!cancelled) setFound(accounts[0]?.toLowerCase() ?? 'no account');
    });
    return () => {
      cancelled = true;
    };
  }, [config]);
  return <p>{found}</p>;
}

it('finds the wallet even when development runs the effect twice', async () => {
  render(
    <StrictMode>
      <ContinueAs config={walletConfig()} />
    </StrictMode>,
  );
  expect(await screen.findByText(address)).toBeTruthy();
});

it('reconnects afresh once the last reconnect is over', async () => {
  const config = walletConfig();
  expect(await reconnectedAccounts(config, getConnectors(config))).toHaveLength(1);
  expect((await reconnectedAccounts(config, getConnectors(config)))[0]?.toLowerCase()).toBe(address);
});
