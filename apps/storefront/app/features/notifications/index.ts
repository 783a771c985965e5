// features/notifications — the notifications' live region.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { NotificationsProvider, useNotifications } from './Notifications.tsx';
