import { validations } from '@farcaster/core';
import type { Identity } from '../auth/tokens';
import type { SignerRegistry } from '../l1/registry';
import type { AcceptedMessage } from '../present/presenter';
import { badRequest, RequestError } from '../requestError';
import type { Store } from '../store/store';
import { parseOverrides, toAction } from './action';
import { applyAction } from './apply';
import { checkEnvelope, decodeMessage } from './envelope';

const FARCASTER_EPOCH = Date.UTC(2021, 0, 1);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface SubmitBody {
  isExternal?: unknown;
  message?: unknown;
  bodyOverrides?: unknown;
}

/**
 * L1 messages (FID token, not external) are validated as a hub would: envelope, body rules, signer
 * registered to the FID, FID of the token. L2 messages (address token, or isExternal) carry fid 0 and
 * string FIDs in bodyOverrides; their envelope is checked and the token names the author.
 */
export async function submitMessage(store: Store, registry: SignerRegistry, identity: Identity, body: SubmitBody, now = Date.now()): Promise<AcceptedMessage> {
  if (body.isExternal !== undefined && typeof body.isExternal !== 'boolean') throw badRequest('isExternal must be a boolean');
  if (body.message === undefined) throw badRequest('message is required');
  const checked = checkEnvelope(decodeMessage(body.message));
  const { data } = checked;
  const external = identity.kind === 'address' || body.isExternal === true;
  const overrides = external ? parseOverrides(body.bodyOverrides) : {};

  if (external) {
    if (data.fid !== 0 && String(data.fid) !== identity.fid) {
      throw new RequestError(403, `An L2 message carries fid 0 or the signed-in FID, not ${data.fid}`);
    }
  } else {
    if (String(data.fid) !== identity.fid) {
      throw new RequestError(403, `Message fid ${data.fid} does not match the signed-in FID ${identity.fid}`);
    }
    const valid = await validations.validateMessageData(data);
    if (valid.isErr()) throw badRequest(`Invalid message: ${valid.error.message}`);
    if (!(await registry.isActiveSigner(data.fid, checked.signerHex))) {
      throw new RequestError(403, `Invalid signer: ${checked.signerHex} is not an active signer of FID ${data.fid}`);
    }
  }
  const action = toAction(data, overrides);
  const timestamp = FARCASTER_EPOCH + data.timestamp * 1000;

  return store.db.transaction(() => {
    if (store.messages.has(checked.hashHex)) throw new RequestError(409, `Message ${checked.hashHex} was already submitted`);
    const author = store.users.byFid(identity.fid);
    if (!author) throw new RequestError(401, 'Invalid token');
    applyAction(store, author, action, checked.hashHex, timestamp, external);
    const raw = Buffer.from(checked.rawHex.slice(2), 'hex');
    store.messages.insert({ hash: checked.hashHex, fid: identity.fid, messageType: data.type, timestamp, raw, external, createdAt: now });
    return {
      fid: identity.fid,
      l1: identity.kind === 'fid',
      messageType: data.type,
      timestamp,
      hash: checked.hashHex,
      hashScheme: checked.message.hashScheme,
      signature: checked.signatureHex,
      signatureScheme: checked.message.signatureScheme,
      signer: checked.signerHex,
      raw: checked.rawHex,
      external,
      createdAt: now,
      bodyOverrides: isObject(body.bodyOverrides) ? body.bodyOverrides : null,
    };
  })();
}
