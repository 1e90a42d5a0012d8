import { useCallback } from 'react';
import { useSignedAction } from '../actions/useSignedAction';
import { addPerson, removePerson, type PersonRef } from './muteList';
import { useMutes } from './useMutes';

/**
 * Blocks or unblocks a person: published as a link message of type block (the gateway then leaves
 * their casts out), and listed here at once; a refusal puts the list back. Resolves to null or to
 * the reason it failed.
 */
export function useBlock() {
  const run = useSignedAction();
  const { change } = useMutes();
  return useCallback(
    (person: PersonRef & { external?: boolean }, block: boolean) =>
      run({
        action: { kind: 'block', target: { fid: person.fid, ...(person.external && { external: true }) }, remove: !block },
        apply: () => {
          const ref = { fid: person.fid, name: person.name };
          change((l) => ({ ...l, blocked: block ? addPerson(l.blocked, ref) : removePerson(l.blocked, ref.fid) }));
          return () => change((l) => ({ ...l, blocked: block ? removePerson(l.blocked, ref.fid) : addPerson(l.blocked, ref) }));
        },
      }),
    [run, change],
  );
}
