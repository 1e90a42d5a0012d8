import { toHex, type Hex } from 'viem';
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';

/** The development mnemonic anvil and hardhat fund by default. Never hold real value with it. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/** Accounts 0–9 are the demo custody wallets, 10 the app account's; the deployer sits apart so they stay clean. */
export const DEV_ACCOUNT_COUNT = 20;
export const DEPLOYER_ACCOUNT_INDEX = 19;

/**
 * The app account of every development chain: the FID an operator owns to sign key requests for the
 * people who approve a key in the Farcaster app. Registered with no signer key.
 */
export const DEV_APP_FID = 11;
const APP_ACCOUNT_INDEX = 10;

const derived = new Map<number, HDAccount>();

// Derivation costs about 15 ms per account, so each index is derived once per process.
export function devAccount(index: number): HDAccount {
  let account = derived.get(index);
  if (!account) {
    account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index });
    derived.set(index, account);
  }
  return account;
}

export function findDevAccount(address: `0x${string}`): HDAccount | undefined {
  const wanted = address.toLowerCase();
  for (let index = 0; index < DEV_ACCOUNT_COUNT; index++) {
    const account = devAccount(index);
    if (account.address.toLowerCase() === wanted) return account;
  }
  return undefined;
}

/** The custody of the development app account (FID 11). */
export const devAppAccount = (): HDAccount => devAccount(APP_ACCOUNT_INDEX);

/** Its private key, as an operator hands one to the gateway (`CASTLINE_APP_CUSTODY_KEY`). */
export function devAppCustodyKey(): Hex {
  const { privateKey } = devAppAccount().getHdKey();
  if (!privateKey) throw new Error('The development mnemonic derived no private key for the app account');
  return toHex(privateKey);
}
