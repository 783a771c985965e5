import { useTranslation } from '../../i18n/react.tsx';
import { Form, useLocation, useNavigation } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import type { ConfiguratorGroupView } from '../product-data/index.ts';

interface Props {
  /** The parent product (find-variant works on it). */
  productId: string;
  groups: ConfiguratorGroupView[];
}

/**
 * Variant choice as a form: every option is a submit button. The action finds the variant
 * (`/product/{id}/find-variant`) and redirects to its URL; with JavaScript that is a client
 * navigation that keeps the scroll position. Options without a variant for the other current
 * choices stay selectable (Shopware then picks the closest variant) but are marked.
 */
export function VariantConfigurator({ productId, groups }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  if (groups.length === 0) return null;
  const current = groups.flatMap((group) => group.options.filter((option) => option.selected).map((option) => `${group.id}:${option.id}`));
  return (
    <Form
      method="post"
      action={localisePath('/product/variant', locale)}
      preventScrollReset
      className="space-y-4"
      aria-busy={navigation.state !== 'idle'}
      data-testid="variant-configurator"
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {current.map((value) => (
        <input key={value} type="hidden" name="option" value={value} />
      ))}
      {groups.map((group) => {
        const selected = group.options.find((option) => option.selected);
        return (
          <fieldset key={group.id}>
            <legend className="mb-2 text-sm font-semibold">
              {group.name}
              {selected && <span className="font-normal">: {selected.name}</span>}
            </legend>
            <div className="flex flex-wrap gap-2">
              {group.options.map((option) => (
                <button
                  key={option.id}
                  type="submit"
                  name="switch"
                  value={`${group.id}:${option.id}`}
                  aria-pressed={option.selected}
                  title={option.combinable ? undefined : t('catalog.configurator.unavailable')}
                  className={`flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-control border px-3 py-2 text-sm font-medium ${option.selected ? 'border-ink bg-ink text-white' : 'border-line-strong bg-canvas hover:border-ink'} ${option.combinable ? '' : 'border-dashed text-muted line-through'}`}
                  data-combinable={option.combinable}
                >
                  {option.color && (
                    <span
                      aria-hidden="true"
                      className="inline-block h-5 w-5 rounded-full border border-line-strong"
                      style={{ backgroundColor: option.color }}
                    />
                  )}
                  {option.name}
                  {!option.combinable && <span className="sr-only"> ({t('catalog.configurator.unavailable')})</span>}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
    </Form>
  );
}
