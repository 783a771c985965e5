import { useTranslation } from '../../i18n/react.tsx';
import { Form, Link, useActionData } from 'react-router';
import { localisePath } from '../../i18n/paths.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { Badge } from '../../ui/Badge.tsx';
import { ADDRESS_BOOK_RETURN } from './address-book-return.ts';
import { addressFormValues, type AddressView } from './address.ts';
import type { AddressBookData } from './addresses.server.ts';
import { AddressFields } from './AddressFields.tsx';
import { FORM_NAME_FIELD, isFormState } from '../../lib/forms/form-state.ts';
import { translateMessage } from '../../lib/forms/messages.ts';
import { addressSchema } from './schemas.ts';
import { ValidatedForm } from '../../lib/forms/ValidatedForm.tsx';

export function AddressLines({ address }: { address: AddressView }) {
  return (
    <address className="not-italic">
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      <br />
      {[address.zipcode, address.city].filter(Boolean).join(' ')}
      <br />
      {[address.stateName, address.countryName].filter(Boolean).join(', ')}
    </address>
  );
}

/** Keeps `?return=checkout` through the address book's forms. */
function ReturnInput({ returning }: { returning: boolean }) {
  return returning ? <input type="hidden" name={ADDRESS_BOOK_RETURN.param} value={ADDRESS_BOOK_RETURN.checkout} /> : null;
}

function ActionButton({ form, id, label, ariaLabel, returning }: { form: string; id: string; label: string; ariaLabel?: string; returning: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name={FORM_NAME_FIELD} value={form} />
      <ReturnInput returning={returning} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" aria-label={ariaLabel} className="btn btn-secondary">
        {label}
      </button>
    </Form>
  );
}

export function AddressBookPage({
  addresses,
  defaultBillingAddressId,
  defaultShippingAddressId,
  salutations,
  countries,
  editing,
  returnTo,
  defaultCountryId,
}: AddressBookData) {
  const { t } = useTranslation();
  const locale = useLocale();
  const actionData = useActionData();
  const failed = isFormState(actionData) ? actionData : undefined;
  const returning = returnTo !== null;
  const base = localisePath('/account/address', locale);
  const query = (edit?: string) => {
    const params = new URLSearchParams();
    if (edit) params.set('edit', edit);
    if (returning) params.set(ADDRESS_BOOK_RETURN.param, ADDRESS_BOOK_RETURN.checkout);
    const text = params.toString();
    return text ? `${base}?${text}` : base;
  };
  // After a failed save the form stays open with what was typed.
  const editId = failed?.form === 'address' ? (failed.values.id ?? 'new') || 'new' : editing;
  const edited = addresses.find((address) => address.id === editId);
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t('pages.accountAddress')}</h1>
      {returnTo !== null && (
        <p className="mb-6">
          <Link to={returnTo} className="btn btn-secondary">
            {t('account.address.backToCheckout')}
          </Link>
        </p>
      )}
      {failed && failed.form !== 'address' && failed.formError && (
        <p role="alert" className="mb-4 rounded-card border border-danger bg-danger-soft p-4 text-danger">
          {translateMessage(t, failed.formError)}
        </p>
      )}
      {editId ? (
        <section aria-labelledby="address-form-heading" className="mb-10">
          <h2 id="address-form-heading" className="mb-3 text-xl font-semibold">
            {edited ? t('account.address.editHeading') : t('account.address.addHeading')}
          </h2>
          <ValidatedForm
            name="address"
            schema={addressSchema}
            submitLabel={t('account.address.save')}
            initialValues={edited ? addressFormValues(edited) : {}}
            labelledBy="address-form-heading"
          >
            {edited && <input type="hidden" name="id" value={edited.id} />}
            <ReturnInput returning={returning} />
            <AddressFields salutations={salutations} countries={countries} defaultCountryId={edited ? undefined : defaultCountryId} />
          </ValidatedForm>
          <p className="mt-3">
            <Link to={query()} className="font-medium underline underline-offset-2 hover:text-accent">
              {t('account.address.cancel')}
            </Link>
          </p>
        </section>
      ) : (
        <p className="mb-6">
          <Link to={query('new')} className="btn btn-primary">
            {t('account.address.add')}
          </Link>
        </p>
      )}
      <section aria-labelledby="address-list-heading">
        <h2 id="address-list-heading" className="mb-3 text-xl font-semibold">
          {t('account.address.list')}
        </h2>
        {addresses.length === 0 ? (
          <p>{t('account.address.empty')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {addresses.map((address) => {
              const name = `${address.firstName} ${address.lastName}, ${address.street}`;
              const isBilling = address.id === defaultBillingAddressId;
              const isShipping = address.id === defaultShippingAddressId;
              return (
                <li key={address.id} className="flex flex-col gap-3 rounded-card border border-line p-4" data-address-id={address.id}>
                  {(isBilling || isShipping) && (
                    <p className="flex flex-wrap gap-2 text-sm font-semibold">
                      {isBilling && <Badge tone="success">{t('account.address.defaultBilling')}</Badge>}
                      {isShipping && <Badge tone="success">{t('account.address.defaultShipping')}</Badge>}
                    </p>
                  )}
                  <AddressLines address={address} />
                  <div className="flex flex-wrap gap-2">
                    <Link to={query(address.id)} aria-label={t('account.address.editLabel', { name })} className="btn btn-secondary">
                      {t('account.address.edit')}
                    </Link>
                    {!isBilling && <ActionButton form="default-billing" id={address.id} label={t('account.address.setDefaultBilling')} returning={returning} />}
                    {!isShipping && (
                      <ActionButton form="default-shipping" id={address.id} label={t('account.address.setDefaultShipping')} returning={returning} />
                    )}
                    {!isBilling && !isShipping && (
                      <ActionButton
                        form="delete"
                        id={address.id}
                        label={t('account.address.delete')}
                        ariaLabel={t('account.address.deleteLabel', { name })}
                        returning={returning}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
