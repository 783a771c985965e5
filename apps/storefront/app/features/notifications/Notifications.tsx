import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { dismissDelay, type Notification, type NotificationType } from '../../lib/notifications/notification.ts';

interface NotificationsApi {
  notify(notification: Omit<Notification, 'id'> & { id?: string }): void;
  dismiss(id: string): void;
}

const NotificationsContext = createContext<NotificationsApi | null>(null);

export function useNotifications(): NotificationsApi {
  const api = useContext(NotificationsContext);
  if (!api) throw new Error('useNotifications must be used inside <NotificationsProvider>.');
  return api;
}

const STYLES: Record<NotificationType, string> = {
  info: 'border-info bg-info-soft text-info',
  success: 'border-success bg-success-soft text-success',
  warning: 'border-warning bg-warning-soft text-warning',
  danger: 'border-danger bg-danger-soft text-danger',
};

function NotificationItem({ notification, onDismiss }: { notification: Notification; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const delay = dismissDelay(notification);
    if (delay === null) return undefined;
    const timer = setTimeout(() => onDismiss(notification.id), delay);
    return () => clearTimeout(timer);
  }, [notification, onDismiss]);
  return (
    <li className={`flex items-start gap-3 rounded-control border px-4 py-3 shadow-overlay ${STYLES[notification.type]}`} data-type={notification.type}>
      <p className="flex-1">{notification.message}</p>
      <button type="button" onClick={() => onDismiss(notification.id)} aria-label={t('notifications.dismiss')} className="rounded-control px-1">
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

let sequence = 0;

/**
 * Holds the visible notifications: those flashed by the server (they also render without
 * JavaScript) plus those raised in the browser.
 */
export function NotificationsProvider({ flash, children }: { flash: Notification[]; children: ReactNode }) {
  // Notifications for the side cart are shown inside it (SideCart.tsx), not as toasts.
  const [items, setItems] = useState<Notification[]>(() => flash.filter((item) => !item.sideCart));
  const [seenFlash, setSeenFlash] = useState(flash);
  // New flash data arrives with each revalidation (e.g. after an action); adopt it during render.
  if (flash !== seenFlash) {
    setSeenFlash(flash);
    const known = new Set(items.map((item) => item.id));
    const fresh = flash.filter((item) => !known.has(item.id) && !item.sideCart);
    if (fresh.length > 0) setItems([...items, ...fresh]);
  }
  const dismiss = useCallback((id: string) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const notify = useCallback<NotificationsApi['notify']>((notification) => {
    sequence += 1;
    setItems((current) => [...current, { ...notification, id: notification.id ?? `client-${sequence}` }]);
  }, []);
  const api = useMemo(() => ({ notify, dismiss }), [notify, dismiss]);
  return (
    <NotificationsContext.Provider value={api}>
      {children}
      <NotificationList items={items} onDismiss={dismiss} />
    </NotificationsContext.Provider>
  );
}

function NotificationList({ items, onDismiss }: { items: Notification[]; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('notifications.region')} className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div role="status" className="pointer-events-auto w-full max-w-md">
        <ul className="flex flex-col gap-2">
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} onDismiss={onDismiss} />
          ))}
        </ul>
      </div>
    </section>
  );
}
