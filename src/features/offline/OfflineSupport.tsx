import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { outboxPath } from '../../app/routePaths';
import { useServices } from '../../services/services';
import { useSession } from '../../services/useSession';
import { waitingCount } from '../../widgets/composer/outbox';
import { connectionText } from './connection';
import { outboxBannerText } from './outboxWords';
import { registerWorker } from './registerWorker';
import { useConnection, useReachProbe } from './useConnection';
import { useForgetReadsOnSignOut } from './useForgetReadsOnSignOut';
import { useOutbox } from './useOutbox';
import { useOutboxSender } from './useOutboxSender';

const bannerClass = 'border-b border-sky-300 bg-sky-50 px-4 py-2 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100';

/**
 * Loaded after the first render: registers the worker that keeps the app for offline use, sends the
 * outbox when it can, and says when this device is offline (or cannot reach the gateway) and how many
 * casts wait in the Outbox.
 */
export default function OfflineSupport() {
  const { settings } = useServices();
  const session = useSession();
  useReachProbe();
  const connection = useConnection();
  const { owner, outbox } = useOutbox();
  useOutboxSender(owner);
  useForgetReadsOnSignOut();
  useEffect(() => registerWorker(settings.url), [settings.url]);

  const offline = connectionText(connection);
  const waiting = outboxBannerText({ waiting: waitingCount(outbox), online: connection.online && !connection.unreachable, canSend: session.identity !== null && !session.expired });
  return (
    <div role="status" aria-live="polite">
      {(offline || waiting) && (
        <p className={bannerClass} data-testid="offline-banner">
          {offline}
          {offline && waiting && ' '}
          {waiting && (
            <Link to={outboxPath()} className="font-semibold underline">
              {waiting}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
