import { requestNode } from '../nodeRequest';
import { submitOutcome, type SubmitOutcome } from './nodeAnswers';

/** Where a message is sent: the node's base URL, its API key (hosted providers) and how long to wait. */
export interface NodeTarget {
  hubUrl: string;
  apiKey?: string;
  timeoutMs: number;
}

/** `POST /v1/submitMessage` of a message's protobuf bytes, and what the node's answer means for it. */
export async function submitToNode(target: NodeTarget, bytes: Uint8Array): Promise<SubmitOutcome> {
  const res = await requestNode(`${target.hubUrl.replace(/\/+$/, '')}/v1/submitMessage`, {
    method: 'POST',
    headers: { ...(target.apiKey ? { 'x-api-key': target.apiKey } : {}), 'Content-Type': 'application/octet-stream' },
    body: Buffer.from(bytes),
    timeoutMs: target.timeoutMs,
  });
  return 'failure' in res ? { kind: 'retry', reason: `the node ${res.failure}` } : submitOutcome(res.status, res.text);
}
