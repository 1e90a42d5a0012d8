/**
 * FIDs as the app carries them: a decimal string for Farcaster (L1) accounts, or the lowercase
 * wallet address for accounts that exist only on the gateway's L2.
 */

const L1_FID = /^[1-9][0-9]{0,15}$/;
const L2_FID = /^0x[0-9a-f]{40}$/;

export function isL1Fid(fid: string): boolean {
  return L1_FID.test(fid) && Number(fid) <= Number.MAX_SAFE_INTEGER;
}

export function isL2Fid(fid: string): boolean {
  return L2_FID.test(fid);
}

export function isValidFid(fid: string): boolean {
  return isL1Fid(fid) || isL2Fid(fid);
}

/**
 * The value of a protobuf `uint64` fid field: an address cannot fit, so L2 FIDs become 0 and
 * travel as strings in `bodyOverrides` instead.
 */
export function protobufFid(fid: string): number {
  if (isL1Fid(fid)) return Number(fid);
  if (isL2Fid(fid)) return 0;
  throw new RangeError(`Not a FID: ${JSON.stringify(fid)}`);
}
