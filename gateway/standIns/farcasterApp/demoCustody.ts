import type { HDAccount } from 'viem/accounts';
import { devAccount } from '../../chain/devAccounts';
import type { DemoIdentity } from '../../seed/identities';

/** The custody key of a demo account: FID n is held by account n-1 of the development mnemonic. */
export function demoCustodyAccount(identity: DemoIdentity): HDAccount {
  const custody = devAccount(identity.fid - 1);
  if (custody.address !== identity.custodyAddress) throw new Error(`The custody of FID ${identity.fid} is not development account ${identity.fid - 1}`);
  return custody;
}
