// The registration page's view model, built by register.server.ts and shown by RegisterPage.tsx.
import type { CountryOption, SalutationOption } from './address.ts';

export interface RegisterPageData {
  salutations: SalutationOption[];
  countries: CountryOption[];
  /** The sales channel's default country, preselected. */
  defaultCountryId: string;
  /** The customer-group registration page: its title, introduction and whether only companies may apply. */
  group?: { title: string; introduction: string; onlyCompany: boolean };
}
