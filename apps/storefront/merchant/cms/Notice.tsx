// An example of a merchant's CMS element: a plugin's `merchant-notice` element type (config `text`,
// `title`), shown as a highlighted note. Copy it for your own element types (docs/cookbook).
import type { CmsElementProps } from '../../app/lib/merchant/extensions.ts';

function configText(slot: CmsElementProps['slot'], name: string): string {
  const value = (slot.config as Record<string, { value?: unknown } | undefined> | undefined)?.[name]?.value;
  return typeof value === 'string' ? value : '';
}

export function Notice({ slot }: CmsElementProps) {
  const text = configText(slot, 'text');
  if (!text) return null;
  const title = configText(slot, 'title');
  return (
    <aside className="rounded-card border border-accent bg-accent-soft p-4" data-testid="merchant-notice">
      {title && <p className="font-semibold">{title}</p>}
      <p>{text}</p>
    </aside>
  );
}
