import { notificationsPath } from '../../app/routePaths';
import { NavLink } from 'react-router-dom';
import { useUnseenNotificationsCount } from '../../queries/useUnseenNotificationsCount';

/** "Notifications, 3 unseen": the count is in the link's name, and shown as a badge beside it. */
export function notificationsLinkName(unseen: number | null): string {
  return unseen ? `Notifications, ${unseen} unseen` : 'Notifications';
}

export function NotificationsNavLink({ className }: { className: (state: { isActive: boolean }) => string }) {
  const unseen = useUnseenNotificationsCount();
  return (
    <NavLink to={notificationsPath()} className={className} aria-label={notificationsLinkName(unseen)}>
      Notifications
      {unseen ? (
        <span aria-hidden="true" className="ml-1 rounded-full bg-violet-700 px-1.5 text-xs text-white dark:bg-violet-300 dark:text-zinc-900">
          {unseen > 99 ? '99+' : unseen}
        </span>
      ) : null}
    </NavLink>
  );
}
