// The address inputs shared by registration and the address book; states are grouped by country
// so the form works without JavaScript.
import { useTranslation } from '../../i18n/react.tsx';
import type { CountryOption, SalutationOption } from './address.ts';
import { SelectField, TextField } from '../../lib/forms/fields.tsx';
import { useFormField } from '../../lib/forms/ValidatedForm.tsx';
import { fieldLabelKey, translateMessage } from '../../lib/forms/messages.ts';

interface Props {
  salutations: SalutationOption[];
  countries: CountryOption[];
  /** Registration asks for names and salutation in its personal part. */
  withNames?: boolean;
  withCompany?: boolean;
  /** Prefix of the input names, for a second address in one form (checkout: `shippingAddress.`). */
  prefix?: string;
  salutationRequired?: boolean;
  /** Preselected country of a new address: the sales channel's default (context `salesChannel.countryId`). */
  defaultCountryId?: string;
}

export function SalutationField({
  salutations,
  required = false,
  name = 'salutationId',
}: {
  salutations: SalutationOption[];
  required?: boolean;
  name?: string;
}) {
  return <SelectField name={name} required={required} options={salutations.map((s) => ({ value: s.id, label: s.name }))} />;
}

function StateField({ countries, name }: { countries: CountryOption[]; name: string }) {
  const { t } = useTranslation();
  const field = useFormField(name);
  const error = field.error ? translateMessage(t, field.error) : undefined;
  const withStates = countries.filter((country) => country.states.length > 0);
  if (withStates.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="font-medium">
        {t(fieldLabelKey('countryStateId'))} <span className="text-sm font-normal text-muted">{t('forms.optional')}</span>
      </label>
      <select
        id={field.id}
        name={name}
        defaultValue={field.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${field.id}-error` : undefined}
        className="field"
      >
        <option value="">{t('forms.choose')}</option>
        {withStates.map((country) => (
          <optgroup key={country.id} label={country.name}>
            {country.states.map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p id={`${field.id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function AddressFields({
  salutations,
  countries,
  withNames = true,
  withCompany = true,
  prefix = '',
  salutationRequired = false,
  defaultCountryId,
}: Props) {
  return (
    <>
      {withNames && (
        <>
          <SalutationField salutations={salutations} name={`${prefix}salutationId`} required={salutationRequired} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name={`${prefix}firstName`} required autoComplete="given-name" />
            <TextField name={`${prefix}lastName`} required autoComplete="family-name" />
          </div>
        </>
      )}
      {withCompany && <TextField name={`${prefix}company`} autoComplete="organization" />}
      <TextField name={`${prefix}street`} required autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name={`${prefix}zipcode`} autoComplete="postal-code" />
        <div className="sm:col-span-2">
          <TextField name={`${prefix}city`} required autoComplete="address-level2" />
        </div>
      </div>
      <SelectField
        name={`${prefix}countryId`}
        required
        defaultValue={defaultCountryId}
        options={countries.map((country) => ({ value: country.id, label: country.name }))}
      />
      <StateField countries={countries} name={`${prefix}countryStateId`} />
    </>
  );
}
