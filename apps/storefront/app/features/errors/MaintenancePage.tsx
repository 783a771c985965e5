import { useTranslation } from '../../i18n/react.tsx';

/** Shown with HTTP 503 while the sales channel is in maintenance mode. */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center" aria-labelledby="maintenance-title">
      <MaintenanceIllustration />
      <h1 id="maintenance-title" className="mt-8 text-3xl font-bold">
        {t('maintenance.title')}
      </h1>
      <p className="mt-4 text-muted">{t('maintenance.text')}</p>
    </section>
  );
}

/** Inline illustration (no download): a shop awning with a wrench. */
function MaintenanceIllustration() {
  return (
    <svg viewBox="0 0 200 140" width="240" height="168" aria-hidden="true" focusable="false" className="text-muted">
      <rect x="30" y="50" width="140" height="80" rx="6" fill="#e2e8f0" />
      <path d="M20 50 L40 20 H160 L180 50 Z" fill="#0f172a" />
      <path d="M40 50 q10 12 20 0 q10 12 20 0 q10 12 20 0 q10 12 20 0 q10 12 20 0 q10 12 20 0" fill="none" stroke="#f59e0b" strokeWidth="6" />
      <rect x="60" y="75" width="35" height="55" rx="3" fill="#94a3b8" />
      <rect x="110" y="75" width="40" height="30" rx="3" fill="#cbd5e1" />
      <g transform="translate(128 98) rotate(40)">
        <rect x="-4" y="0" width="8" height="36" rx="3" fill="#f59e0b" />
        <circle cx="0" cy="0" r="11" fill="#f59e0b" />
        <rect x="-4" y="-13" width="8" height="10" fill="#e2e8f0" />
      </g>
    </svg>
  );
}
