// The quick-add dialog (loaded the first time a shopper opens one): the product's variant picker —
// colour and size as radio groups, the chosen variant's picture, price and stock — and the usual add
// to cart form with a quantity. Its data comes from a resource route when it opens. A successful add
// closes it and the side cart opens as after every add to cart; a refusal (stock, …) is told here,
// since the page's notifications sit behind the modal dialog.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Modal } from '../../ui/Modal.tsx';
import { AddToCartForm, type CartRootData } from '../cart/index.ts';
import { useRootLoaderData, type PageRootData } from '../../lib/root-data.ts';
import { StockLine } from './StockLine.tsx';
import { ProductImage, ProductPrice, type ConfiguratorGroupView } from '../product-data/index.ts';
import { combinable, initialVariant, selectionOf, switchOption, variantOf, type QuickAddView, type Selection } from './quick-add.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  productId: string;
  productName: string;
  /** The variant of the colour chosen on the card: the dialog starts with it. */
  variantHref: string | null;
}

function OptionGroup({
  group,
  view,
  selection,
  onChoose,
}: {
  group: ConfiguratorGroupView;
  view: QuickAddView;
  selection: Selection;
  onChoose: (optionId: string) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const selected = group.options.find((option) => option.id === selection[group.id]);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">
        {group.name}
        {selected && <span className="font-normal">: {selected.name}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {group.options.map((option) => {
          const possible = combinable(view.variants, selection, group.id, option.id);
          return (
            <label key={option.id} className="relative">
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={selection[group.id] === option.id}
                onChange={() => onChoose(option.id)}
                className="peer sr-only"
              />
              <span
                className={`flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-control border px-3 py-2 text-sm font-medium peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white ${possible ? 'border-line-strong bg-canvas hover:border-ink' : 'border-dashed text-muted line-through'}`}
              >
                {option.color && (
                  <span aria-hidden="true" className="inline-block h-5 w-5 rounded-full border border-line-strong" style={{ backgroundColor: option.color }} />
                )}
                {option.name}
                {!possible && <span className="sr-only"> ({t('catalog.configurator.unavailable')})</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function QuickAddBody({ view, variantHref, onAdded }: { view: QuickAddView; variantHref: string | null; onAdded: () => void }) {
  const { t } = useTranslation();
  const root = useRootLoaderData<CartRootData & PageRootData>();
  const formKey = `quick-add-${view.id}`;
  const adding = useFetcher({ key: formKey });
  const [selection, setSelection] = useState<Selection>(() => {
    const first = initialVariant(view.variants, variantHref);
    return first ? selectionOf(view.groups, first) : {};
  });
  const variant = variantOf(view.variants, selection);
  // The add's outcome: the side cart opens with a new cart (close this one), or messages tell why not.
  const before = useRef<{ sideCart: unknown; flash: Set<string> } | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  useEffect(() => {
    if (adding.state === 'submitting' && before.current === null) {
      before.current = { sideCart: root?.sideCart, flash: new Set((root?.flash ?? []).map((message) => message.id)) };
      setMessages([]);
    }
    if (adding.state !== 'idle' || before.current === null) return;
    const start = before.current;
    before.current = null;
    if (root?.sideCart && root.sideCart !== start.sideCart) onAdded();
    else setMessages((root?.flash ?? []).filter((message) => !start.flash.has(message.id) && message.type !== 'success').map((message) => message.message));
  }, [adding.state, root?.sideCart, root?.flash, onAdded]);

  return (
    <div className="space-y-5" data-testid="quick-add">
      <div className="flex gap-4">
        <div className="w-24 flex-none overflow-hidden rounded-card bg-surface sm:w-32">
          {variant?.image && <ProductImage image={variant.image} decorative sizes="128px" className="aspect-[4/5] h-auto w-full object-cover" />}
        </div>
        <div className="min-w-0 space-y-2">
          <p className="font-semibold" data-testid="quick-add-variant">
            {variant?.name ?? view.name}
          </p>
          {variant && <ProductPrice price={variant.price} />}
          {variant && (
            <ul className="text-sm">
              <StockLine stock={variant.stock} />
            </ul>
          )}
        </div>
      </div>
      {view.groups.map((group) => (
        <OptionGroup
          key={group.id}
          group={group}
          view={view}
          selection={selection}
          onChoose={(optionId) => setSelection(switchOption(view.groups, view.variants, selection, group.id, optionId))}
        />
      ))}
      {messages.length > 0 && (
        <div role="alert" className="rounded-control border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {variant ? (
        <AddToCartForm
          key={variant.id}
          productId={variant.id}
          productName={variant.name}
          quantity={variant.quantity}
          disabled={!variant.stock.available}
          fetcherKey={formKey}
        />
      ) : (
        <p className="rounded-control bg-surface px-4 py-3 text-sm">{t('discovery.quickAdd.noVariant')}</p>
      )}
      <Link to={variant?.href ?? view.href} className="inline-block text-sm font-medium underline underline-offset-2 hover:text-accent">
        {t('discovery.quickAdd.details')}
      </Link>
    </div>
  );
}

export default function QuickAddDialog({ open, onClose, productId, productName, variantHref }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const options = useFetcher<{ product: QuickAddView | null }>();
  const { load } = options;
  const url = localisePath(`/product/quick-add/${productId}`, locale);
  useEffect(() => {
    if (open) void load(url);
  }, [open, load, url]);
  const view = options.data?.product;
  return (
    <Modal open={open} onClose={onClose} title={t('catalog.cart.chooseVariantNamed', { name: productName })}>
      {view ? (
        <QuickAddBody key={`${view.id}-${variantHref ?? ''}`} view={view} variantHref={variantHref} onAdded={onClose} />
      ) : options.state !== 'idle' || options.data === undefined ? (
        <p className="py-8 text-center text-sm text-muted" role="status">
          {t('discovery.quickAdd.loading')}
        </p>
      ) : (
        <p className="py-4 text-sm" role="alert">
          {t('discovery.quickAdd.failed')}
        </p>
      )}
    </Modal>
  );
}
