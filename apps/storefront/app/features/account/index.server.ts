// features/account on the server only (loaders, actions, Store API calls): what other folders may use of it there (ADR 0047).
export { addressAction, listAddresses, loadAddressBook } from './addresses.server.ts';
export { confirmFailure, confirmRegistration, loginAction, logoutAction, registerAction } from './auth.server.ts';
export { businessRegistrationPath } from './business-registration.server.ts';
export { readCustomer, requireCustomer, storefrontUrlFor } from './customer.server.ts';
export { countryOptions, salutationOptions } from './lookups.server.ts';
export { loadOverview } from './overview.server.ts';
export { loadPayment, paymentAction } from './payment.server.ts';
export { loadProfile, profileAction } from './profile.server.ts';
export { loadResetPage, recoverAction, resetPasswordAction } from './recovery.server.ts';
export { loadRegisterPage } from './register.server.ts';
