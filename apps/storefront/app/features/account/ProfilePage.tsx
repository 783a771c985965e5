import { useTranslation } from '../../i18n/react.tsx';
import type { ProfileData } from './profile.server.ts';
import { SalutationField } from './AddressFields.tsx';
import { TextField, NewPasswordField } from '../../lib/forms/fields.tsx';
import { changeEmailSchema, changePasswordSchema, profileSchema } from './schemas.ts';
import { ValidatedForm } from '../../lib/forms/ValidatedForm.tsx';

export function ProfilePage({ salutations, email, business, values }: ProfileData) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{t('pages.accountProfile')}</h1>
      <div className="flex flex-col gap-4 md:gap-6">
        <section aria-labelledby="profile-personal" className="rounded-card border border-line p-5 md:p-6">
          <h2 id="profile-personal" className="mb-3 text-xl font-semibold">
            {t('account.profile.personal')}
          </h2>
          <ValidatedForm name="profile" schema={profileSchema} submitLabel={t('account.profile.save')} initialValues={values} labelledBy="profile-personal">
            <input type="hidden" name="accountType" value={values.accountType} />
            <SalutationField salutations={salutations} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="firstName" required autoComplete="given-name" />
              <TextField name="lastName" required autoComplete="family-name" />
            </div>
            {business && (
              <>
                <TextField name="company" required autoComplete="organization" />
                <TextField name="vatId" />
              </>
            )}
          </ValidatedForm>
        </section>
        <section aria-labelledby="profile-email" className="rounded-card border border-line p-5 md:p-6">
          <h2 id="profile-email" className="mb-1 text-xl font-semibold">
            {t('account.profile.emailHeading')}
          </h2>
          <p className="mb-3 text-muted">{t('account.profile.currentEmail', { email })}</p>
          <ValidatedForm name="email" schema={changeEmailSchema} submitLabel={t('account.profile.emailSave')} labelledBy="profile-email">
            <TextField name="email" type="email" autoComplete="email" required />
            <TextField name="emailConfirmation" type="email" autoComplete="email" required />
            <TextField name="password" type="password" autoComplete="current-password" required label={t('account.profile.currentPassword')} />
          </ValidatedForm>
        </section>
        <section aria-labelledby="profile-password" className="rounded-card border border-line p-5 md:p-6">
          <h2 id="profile-password" className="mb-3 text-xl font-semibold">
            {t('account.profile.passwordHeading')}
          </h2>
          <ValidatedForm name="password" schema={changePasswordSchema} submitLabel={t('account.profile.passwordSave')} labelledBy="profile-password">
            <TextField name="password" type="password" autoComplete="current-password" required label={t('account.profile.currentPassword')} />
            <NewPasswordField name="newPassword" />
            <TextField name="newPasswordConfirm" type="password" autoComplete="new-password" required />
          </ValidatedForm>
        </section>
      </div>
    </>
  );
}
