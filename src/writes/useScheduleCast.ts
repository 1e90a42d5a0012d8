import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CastHash } from '../api/model';
import type { CancelOutcome } from '../api/scheduleModel';
import { addPostedCast, addScheduledCast, removeScheduledCast } from '../queries/cacheUpdates';
import { readKeys } from '../queries/queryKeys';
import { viewerKeyOf } from '../queries/useReadContext';
import type { CastAction, ScheduleResult, SignedWrite } from './signAndSubmit';
import { signInGate, useWriteDeps, type WriteDeps } from './writeDeps';
import { writeKeys } from './writeKeys';

export type ScheduleVars = SignedWrite<CastAction> & {
  /** When the cast is published, in Unix milliseconds: it is signed dated then. */
  at: number;
};

/**
 * Schedules a cast through the sign-in gate of every write: signed in the browser for its time, kept by
 * the gateway until then. It joins the list of scheduled casts once the gateway has it (or the feeds, if
 * its time had come).
 */
export const scheduleCastMutationOptions = (deps: WriteDeps) =>
  mutationOptions<ScheduleResult, unknown, ScheduleVars>({
    mutationKey: writeKeys.kind('schedule'),
    mutationFn: async (write) => {
      await signInGate(deps);
      const { signAndSchedule } = await import('./signAndSubmit');
      return signAndSchedule(write, deps);
    },
    onSuccess: (result) => {
      const viewer = viewerKeyOf(deps.session.getState());
      if ('posted' in result) addPostedCast(deps.client, viewer, result.posted);
      else addScheduledCast(deps.client, viewer, result.scheduled);
    },
  });

export function useScheduleCast() {
  return useMutation(scheduleCastMutationOptions(useWriteDeps()));
}

/**
 * Cancels one of the person's scheduled casts; it leaves the list once the gateway has dropped it, or has
 * answered that it published it before the cancel came (the outcome says which). Either way, and after a
 * refusal too, the list is read again: a cancel that came too late means the list on screen was behind.
 */
export const cancelScheduledMutationOptions = (deps: WriteDeps) =>
  mutationOptions<CancelOutcome, unknown, CastHash>({
    mutationKey: writeKeys.kind('cancel-schedule'),
    mutationFn: async (hash) => {
      await signInGate(deps);
      return deps.gateway.cancelScheduled(hash);
    },
    onSuccess: (_result, hash) => removeScheduledCast(deps.client, viewerKeyOf(deps.session.getState()), hash),
    onSettled: () => deps.client.invalidateQueries({ queryKey: readKeys.scheduled(viewerKeyOf(deps.session.getState())) }),
  });

export function useCancelScheduled() {
  return useMutation(cancelScheduledMutationOptions(useWriteDeps()));
}
