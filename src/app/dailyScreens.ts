/** The daily loop's screens (notifications, who reacted) in one chunk loaded on demand. */
export { NotificationsPage } from '../features/notifications/NotificationsPage';
export { ReactorsPage } from '../features/reactions/ReactorsPage';
