import { useCallback } from 'react';
import { useSignedMutation, type OptimisticWrite } from '../../writes/useSignedMutation';
import { addPerson, removePerson, type MuteList, type PersonRef } from './muteList';
import { useMutes } from './useMutes';

interface BlockVars {
  person: PersonRef & { external?: boolean };
  /** true to block, false to unblock. */
  on: boolean;
}

function blockWrite(change: (update: (list: MuteList) => MuteList) => void): OptimisticWrite<BlockVars, void> {
  const show = ({ fid, name }: PersonRef, on: boolean) =>
    change((l) => ({ ...l, blocked: on ? addPerson(l.blocked, { fid, name }) : removePerson(l.blocked, fid) }));
  return {
    target: ({ person }) => person.fid,
    action: ({ person, on }) => ({ kind: 'block', target: { fid: person.fid, ...(person.external && { external: true }) }, remove: !on }),
    async apply(_client, _viewer, { person, on }) {
      show(person, on);
    },
    rollback(_client, _viewer, { person, on }) {
      show(person, !on);
    },
  };
}

/**
 * Blocks or unblocks a person: published as a link message of type block (the gateway then leaves
 * their casts out) and listed here at once; a refusal puts the list back. Resolves to null or to
 * the reason it failed, in words.
 */
export function useBlock() {
  const { change } = useMutes();
  const loadWrite = useCallback(async () => blockWrite(change), [change]);
  const { run } = useSignedMutation('block', loadWrite);
  return useCallback((person: BlockVars['person'], on: boolean) => run({ person, on }), [run]);
}
