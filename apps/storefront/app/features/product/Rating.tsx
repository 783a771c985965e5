import { useTranslation } from 'react-i18next';

/** Five stars, filled to the rating; announced as text ("4.5 out of 5 stars"). */
export function Rating({ value, className = '' }: { value: number; className?: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(value * 10) / 10;
  return (
    <span role="img" aria-label={t('catalog.reviews.stars', { value: rounded })} className={`inline-flex text-amber-600 ${className}`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill={value >= star - 0.25 ? 'currentColor' : 'none'} stroke="currentColor">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
