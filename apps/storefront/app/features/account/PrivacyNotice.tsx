// "We process your data as our privacy notice describes": shown where a customer (or guest) is registered.
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { useFooterNavigation, privacyPageHref } from '../navigation/index.ts';

export function PrivacyNotice() {
  const { t } = useTranslation();
  const href = privacyPageHref(useFooterNavigation());
  return (
    <p className="text-sm text-muted" data-testid="privacy-notice">
      {href === null ? (
        t('account.privacy.notice')
      ) : (
        <Trans
          i18nKey="account.privacy.noticeLinked"
          components={{
            page: (
              <a
                href={href}
                target="_blank"
                rel="noopener"
                title={t('checkout.confirm.opensInNewTab')}
                className="font-medium underline underline-offset-2 hover:text-accent"
              />
            ),
          }}
        />
      )}
    </p>
  );
}
