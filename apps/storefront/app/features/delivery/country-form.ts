// The field names of the delivery country form, shared by the form and its action.
export const COUNTRY_FIELDS = { countryId: 'countryId', redirectTo: 'redirectTo' } as const;
