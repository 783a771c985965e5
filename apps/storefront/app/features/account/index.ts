// features/account — the customer account: login, registration, recovery, profile, addresses, the default payment method.
// Its public surface: every import from outside this folder names this file or index.server.ts (ADR 0047).
export { ADDRESS_BOOK_RETURN } from './address-book-return.ts';
export { addressBody, addressView } from './address.ts';
export type { AddressFormFields, AddressView, CountryOption, SalutationOption } from './address.ts';
export { AddressBookPage, AddressLines } from './AddressBookPage.tsx';
export { AddressFields, SalutationField } from './AddressFields.tsx';
export { BusinessAccountLink } from './BusinessAccountLink.tsx';
export { LoginPage } from './LoginPage.tsx';
export { OverviewPage } from './OverviewPage.tsx';
export { PaymentPage } from './PaymentPage.tsx';
export { PrivacyNotice } from './PrivacyNotice.tsx';
export { ProfilePage } from './ProfilePage.tsx';
export { RecoverPage, ResetPasswordPage } from './RecoveryPages.tsx';
export { REDIRECT_PARAM, afterLoginTarget, loginPathFor } from './redirects.ts';
export { RegisterPage } from './RegisterPage.tsx';
export type { AccountRootData } from './root-data.ts';
export { addressShape, loginSchema } from './schemas.ts';
export { SignOutButton } from './SignOutButton.tsx';
