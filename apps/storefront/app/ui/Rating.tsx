// Five stars filled to the rating, announced as text ("4.5 out of 5 stars"), with an optional count.
import { Star } from 'lucide-react';
import { useTranslation } from '../i18n/react.tsx';

export function Rating({ value, count, className = '' }: { value: number; count?: number; className?: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(value * 10) / 10;
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span role="img" aria-label={t('catalog.reviews.stars', { value: rounded })} className="inline-flex text-star">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star key={star} aria-hidden="true" size={16} strokeWidth={1.5} fill={value >= star - 0.25 ? 'currentColor' : 'none'} />
        ))}
      </span>
      {count !== undefined && <span className="text-sm text-muted">({count})</span>}
    </span>
  );
}
