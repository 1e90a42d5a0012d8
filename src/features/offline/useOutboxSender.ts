import { useEffect, useRef } from 'react';
import { seemsOffline, subscribeReach } from '../../api/reachability';
import { useSession } from '../../services/useSession';
import { usePublishCast } from '../../writes/usePublishCast';
import { useGatewayLimitsQuery } from '../../queries/mediaQueries';
import { castLimitsOf } from '../../widgets/composer/attachments/castLimits';
import { draftSummary } from '../../widgets/composer/draftSummary';
import { sendOutbox, type OutboxSender } from '../../widgets/composer/outbox';
import { announceOutboxChange, onOutboxChange } from '../../widgets/composer/outboxSignal';
import { publishPart } from '../../widgets/composer/publishPart';
import { rememberPosted } from './outboxActivity';

/**
 * Sends the outbox when it can: on start, when the connection returns (the browser says so, or the
 * gateway answers again), when someone signs in, and when a cast is queued while online. Only with a live session (nothing here opens a sign-in), and
 * one tab at a time (a Web Lock per account); within the tab, `sendOutbox` never runs twice at once. Each
 * cast is signed and sent as `owner`, the account that wrote it, or not at all: a switch to another account
 * midway stops the send, and what is left waits until `owner` is the current account again.
 */
export function useOutboxSender(owner: string): void {
  const session = useSession();
  const publish = usePublishCast();
  const limits = castLimitsOf(useGatewayLimitsQuery().data);
  const latest = useRef({ publish: publish.mutateAsync, limits });
  latest.current = { publish: publish.mutateAsync, limits };
  const canSend = session.identity !== null && !session.expired;

  useEffect(() => {
    if (!canSend) return;
    const sender: OutboxSender = {
      storage: localStorage,
      owner,
      online: () => !seemsOffline(),
      post: (part, target, as) => publishPart(latest.current.publish, latest.current.limits, part, target, as),
      report: (report) => {
        if (report.state === 'posted') rememberPosted({ context: report.context, text: draftSummary(report).firstLine, cast: report.cast });
        announceOutboxChange();
      },
    };
    const send = () => {
      if (seemsOffline()) return;
      const run = () => sendOutbox(sender);
      void (navigator.locks ? navigator.locks.request(`castline.outbox.${owner}`, run) : run());
    };
    send();
    window.addEventListener('online', send);
    const stopOutbox = onOutboxChange(send);
    const stopReach = subscribeReach(send);
    return () => {
      window.removeEventListener('online', send);
      stopOutbox();
      stopReach();
    };
  }, [canSend, owner]);
}
