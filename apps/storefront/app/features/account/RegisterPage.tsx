import { useTranslation } from '../../i18n/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { PrivacyNotice } from './PrivacyNotice.tsx';
import { Breadcrumbs } from '../navigation/index.ts';
import type { RegisterPageData } from './register-page-view.ts';
import { AddressFields, SalutationField } from './AddressFields.tsx';
import { RadioGroup, TextField, NewPasswordField } from '../../lib/forms/fields.tsx';
import { registerSchema } from './schemas.ts';
import { ValidatedForm } from '../../lib/forms/ValidatedForm.tsx';
import { REDIRECT_PARAM } from './redirects.ts';
import { useRootLoaderData } from '../../lib/root-data.ts';
import type { AccountRootData } from './root-data.ts';

export function RegisterPage({ salutations, countries, defaultCountryId, group }: RegisterPageData) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const onlyCompany = group?.onlyCompany === true;
  const businessRegistration = useRootLoaderData<AccountRootData>()?.businessRegistration ?? null;
  const title = group ? t('account.group.title', { name: group.title }) : t('pages.register');
  return (
    <>
      <Breadcrumbs crumbs={[{ name: t('pages.register'), href: localisePath('/register', locale) }]} />
      <div className="mx-auto max-w-2xl">
        <h1 id="register-heading" className="mb-2 text-3xl font-bold tracking-tight">
          {title}
        </h1>
        {group?.introduction && <p className="mb-4 max-w-2xl text-muted">{group.introduction}</p>}
        {!group && businessRegistration && (
          <p className="mb-4 rounded-card border border-line bg-surface p-4" data-testid="business-hint">
            <span className="font-semibold">{t('b2b.businessHintTitle')}</span> {t('b2b.businessHint')}{' '}
            <Link to={localisePath(businessRegistration, locale)} className="font-medium underline underline-offset-2 hover:text-accent">
              {t('b2b.businessAccount')}
            </Link>
          </p>
        )}
        <p className="mb-6">
          {t('account.register.haveAccount')}{' '}
          <Link to={localisePath('/login', locale)} className="font-medium underline underline-offset-2 hover:text-accent">
            {t('account.register.signIn')}
          </Link>
        </p>
        <ValidatedForm
          name="register"
          schema={registerSchema}
          submitLabel={t('account.register.submit')}
          labelledBy="register-heading"
          // A customer group's page is where companies apply: business is the likely account type there.
          initialValues={{ accountType: group ? 'business' : 'private' }}
          className="flex flex-col gap-8 rounded-card border border-line p-5 md:p-8"
          submitButtonClassName="btn-lg w-full"
        >
          <input type="hidden" name={REDIRECT_PARAM} value={params.get(REDIRECT_PARAM) ?? ''} />
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-lg font-semibold">{t('account.register.personal')}</legend>
            {onlyCompany ? (
              <input type="hidden" name="accountType" value="business" />
            ) : (
              <RadioGroup
                name="accountType"
                legend={t('forms.fields.accountType')}
                defaultValue="private"
                options={[
                  { value: 'private', label: t('account.register.accountTypes.private') },
                  { value: 'business', label: t('account.register.accountTypes.business') },
                ]}
              />
            )}
            <SalutationField salutations={salutations} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="firstName" required autoComplete="given-name" />
              <TextField name="lastName" required autoComplete="family-name" />
            </div>
          </fieldset>
          {/* Shown while "Business customer" is chosen, by CSS: the same with and without JavaScript, and
            before hydration. The action ignores the company of a private customer. */}
          <fieldset className="flex flex-col gap-4 [form:has([name=accountType][value=private]:checked)_&]:hidden">
            <legend className="mb-2 text-lg font-semibold">{t('account.register.company')}</legend>
            <TextField name="company" autoComplete="organization" required />
            <TextField name="vatId" />
          </fieldset>
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-lg font-semibold">{t('account.register.access')}</legend>
            <TextField name="email" type="email" autoComplete="email" required />
            <TextField name="emailConfirmation" type="email" autoComplete="email" required />
            <NewPasswordField name="password" />
          </fieldset>
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-lg font-semibold">{t('account.register.address')}</legend>
            <AddressFields salutations={salutations} countries={countries} withNames={false} withCompany={false} defaultCountryId={defaultCountryId} />
          </fieldset>
          <PrivacyNotice />
        </ValidatedForm>
      </div>
    </>
  );
}
