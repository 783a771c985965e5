import { useId } from 'react';
import type { CrossSellingView } from '../product-data/index.ts';
import { ProductSlider } from './ProductSlider.tsx';

/** One product slider per cross-selling group ("Similar products", "Accessories" …). */
export function CrossSellings({ groups }: { groups: CrossSellingView[] }) {
  const id = useId();
  if (groups.length === 0) return null;
  return (
    <div className="space-y-8" data-testid="cross-selling">
      {groups.map((group, index) => (
        <ProductSlider key={group.id || index} title={group.name} products={group.products} headingId={`${id}-${index}`} />
      ))}
    </div>
  );
}
