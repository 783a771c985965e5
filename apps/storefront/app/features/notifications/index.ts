// What other folders may use of features/notifications (ADR 0047): every import from outside this folder names this file or index.server.ts.
export { NotificationsProvider, useNotifications } from './Notifications.tsx';
