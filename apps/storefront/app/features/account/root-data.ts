// What the account puts into the root loader's data (lib/root-data.ts), for the footer and the registration page.
export interface AccountRootData {
  /** The business registration page (a customer group's), null when the shop offers none. */
  businessRegistration: string | null;
}
