// Notifications (issue 22, SPEC §3 Notification, §7): the header's bell with the live unread count, the panel
// of notifications by day, marking read, the deep link per kind and the toast of a new one.
export { NotificationsButton } from './components/notifications-button';
