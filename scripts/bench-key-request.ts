// `npm run bench:key-request`: Enable posting's round trip on this machine, as the app and the Farcaster
// app stand-in make it: the gateway's app account signs a key request, the client API stand-in takes it,
// the approval page adds the key on a local chain (KeyGateway.addFor), and the request reads `completed`
// while the KeyRegistry lists the key. Each step is timed over ROUNDS keys for demo FIDs 1–10.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { Hex } from 'viem';
import { keyRegistryAbi } from '../gateway/chain/artifacts';
import { demoChainIdentities } from '../gateway/chain/chainSetup';
import { chainClients } from '../gateway/chain/deploy';
import { DEV_APP_FID, devAccount, devAppCustodyKey } from '../gateway/chain/devAccounts';
import { startDevChain } from '../gateway/chain/devChain';
import { startGateway } from '../gateway/server';
import { startFarcasterApp } from '../gateway/standIns/farcasterApp/farcasterApp';
import { demoClient } from '../gateway/testing/demoClient';

const ROUNDS = 30;
const dir = mkdtempSync(join(tmpdir(), 'castline-bench-key-request-'));
const chain = await startDevChain({ identities: demoChainIdentities() });
const farcasterApp = await startFarcasterApp({ relayUrl: 'http://127.0.0.1:9', chain: { rpcUrl: chain.url, keyGateway: chain.contracts.keyGateway } });
const gateway = await startGateway({
  port: 0,
  db: join(dir, 'gateway.sqlite'),
  quiet: true,
  chain: { chainId: chain.chainId, rpcUrl: chain.url, ...chain.contracts },
  appAccount: { fid: DEV_APP_FID, custodyKey: devAppCustodyKey() },
  clientApiUrl: farcasterApp.url,
});
const { publicClient } = chainClients({ url: chain.url, chainId: chain.chainId }, devAccount(18));
const clients = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((fid) => demoClient(gateway.url, gateway.apiKey, fid)));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (ms: number[], q: number) => [...ms].sort((a, b) => a - b)[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
const figures = (ms: number[]) => `p50 ${quantile(ms, 0.5).toFixed(0)} ms, p90 ${quantile(ms, 0.9).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`;

async function json(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

const steps = { sign: [] as number[], create: [] as number[], approveToCompleted: [] as number[], onChain: [] as number[] };
try {
  for (let round = 0; round < ROUNDS; round++) {
    const client = clients[round % clients.length]!;
    const fid = (round % clients.length) + 1;
    const key = `0x${bytesToHex(ed25519.getPublicKey(ed25519.utils.randomSecretKey()))}` as Hex;

    let started = performance.now();
    const signed = await json(
      await fetch(`${gateway.url}/castline/v1/signer-requests`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'API-KEY': gateway.apiKey, Authorization: `Bearer ${client.token}` },
        body: JSON.stringify({ key }),
      }),
    );
    steps.sign.push(performance.now() - started);

    started = performance.now();
    const created = await json(
      await fetch(`${farcasterApp.url}/v2/signed-key-requests`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key, requestFid: signed.requestFid, signature: signed.signature, deadline: signed.deadline }),
      }),
    );
    steps.create.push(performance.now() - started);
    const { token } = (created.result as { signedKeyRequest: { token: string } }).signedKeyRequest;

    started = performance.now();
    const approved = await fetch(`${farcasterApp.url}/~/signed-key-request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: farcasterApp.url },
      body: new URLSearchParams({ token, fid: String(fid), decision: 'approve' }),
      redirect: 'manual',
    });
    if (approved.status !== 303) throw new Error(`Approving answered ${approved.status}`);
    for (;;) {
      const read = await json(await fetch(`${farcasterApp.url}/v2/signed-key-request?${new URLSearchParams({ token })}`));
      if ((read.result as { signedKeyRequest: { state: string } }).signedKeyRequest.state === 'completed') break;
      if (performance.now() - started > 15_000) throw new Error('The request did not complete within 15 s');
      await sleep(5);
    }
    steps.approveToCompleted.push(performance.now() - started);

    started = performance.now();
    const data = await publicClient.readContract({ address: chain.contracts.keyRegistry, abi: keyRegistryAbi, functionName: 'keyDataOf', args: [BigInt(fid), key] });
    if (data.state !== 1) throw new Error(`The key of round ${round} is not ADDED for FID ${fid}`);
    steps.onChain.push(performance.now() - started);
  }
  console.log(`Enable posting, ${ROUNDS} keys for demo FIDs 1–10 (local chain, in-process gateway and stand-in):`);
  console.log(`  the gateway signs the key request (POST /castline/v1/signer-requests): ${figures(steps.sign)}`);
  console.log(`  the client API stand-in takes it (POST /v2/signed-key-requests, signature checked on chain): ${figures(steps.create)}`);
  console.log(`  Approve → completed (custody's Add signed, addFor mined, polled every 5 ms): ${figures(steps.approveToCompleted)}`);
  console.log(`  the KeyRegistry read that confirms the key (keyDataOf): ${figures(steps.onChain)}`);
} finally {
  await gateway.close();
  await farcasterApp.close();
  await chain.close();
  rmSync(dir, { recursive: true, force: true });
}
