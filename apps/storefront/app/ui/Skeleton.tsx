// Placeholder blocks while content loads (reserve the final size: no layout shift).
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-control bg-surface ${className}`} />;
}
