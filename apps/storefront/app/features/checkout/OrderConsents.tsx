// The last part of the checkout form: a comment, the terms (always) and the waiver of the right to
// cancel (digital items). The action checks both consents because the Store API does not (docs/product-rules.md §5).
import { useId } from 'react';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { TextArea } from '../../lib/forms/fields.tsx';
import { CheckboxField } from './CheckboxField.tsx';

interface Props {
  needsRevocationWaiver: boolean;
  /** The shop's terms page (`termsPageHref`), or null: the label is then plain text. */
  termsHref: string | null;
}

// The terms open in a new tab so that what was typed survives reading them; the hint is the link's
// description rather than part of its text, so the checkbox keeps its plain label. The tag in the message
// is <page>, not <link>: Trans parses messages as HTML, where <link> is a void element without content.
function TermsLabel({ href, hintId }: { href: string | null; hintId: string }) {
  const { t } = useTranslation();
  if (href === null) return <>{t('checkout.confirm.tos')}</>;
  return (
    <Trans
      i18nKey="checkout.confirm.tosLinked"
      components={{
        page: (
          <a
            href={href}
            target="_blank"
            rel="noopener"
            aria-describedby={hintId}
            title={t('checkout.confirm.opensInNewTab')}
            className="font-medium underline underline-offset-2 hover:text-accent"
          />
        ),
      }}
    />
  );
}

export function OrderConsents({ needsRevocationWaiver, termsHref }: Props) {
  const { t } = useTranslation();
  const termsHintId = useId();
  return (
    <section aria-labelledby="checkout-confirm-heading" className="flex flex-col gap-4">
      <h2 id="checkout-confirm-heading" className="text-lg font-semibold">
        {t('checkout.confirm.heading')}
      </h2>
      <TextArea name="customerComment" label={t('checkout.confirm.comment')} />
      <CheckboxField name="tos" required>
        <TermsLabel href={termsHref} hintId={termsHintId} />
      </CheckboxField>
      {/* Outside the label, so that it is not part of the checkbox's name. */}
      {termsHref !== null && (
        <span id={termsHintId} hidden>
          {t('checkout.confirm.opensInNewTab')}
        </span>
      )}
      {needsRevocationWaiver && (
        <CheckboxField name="revocation" required>
          {t('checkout.confirm.revocation')}
        </CheckboxField>
      )}
    </section>
  );
}
