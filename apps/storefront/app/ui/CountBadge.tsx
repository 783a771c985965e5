// The small count on a header icon (cart, wishlist); the count is also spoken ("3 items").
export function CountBadge({ count, label, testId }: { count: number; label: string; testId?: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold text-white"
        data-testid={testId}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only"> ({label})</span>
    </>
  );
}
