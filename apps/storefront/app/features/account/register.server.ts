// Data of the registration pages: salutations, countries and, for a customer group's own page, its
// registration settings (GET /customer-group-registration/config/{id}; 404 when not offered).
import { getTranslatedProperty } from '@shopware/helpers';
import type { RouterContextProvider } from 'react-router';
import { sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { notFound, throwPageError } from '../../lib/http/error-responses.server.ts';
import { countryOptions, defaultCountryId, salutationOptions } from './lookups.server.ts';
import type { RegisterPageData } from './register-page-view.ts';
import { isShopwareId } from '../../lib/store-api/ids.ts';

export async function loadRegisterPage(context: Readonly<RouterContextProvider>, groupId?: string): Promise<RegisterPageData> {
  const { api } = context.get(storeApiContext);
  const { languageId } = context.get(sessionSummaryContext);
  if (groupId !== undefined && !isShopwareId(groupId)) notFound();
  try {
    const [salutations, countries, countryId, group] = await Promise.all([
      salutationOptions(api, languageId),
      countryOptions(api, languageId),
      defaultCountryId(api),
      groupId
        ? api.invoke('getCustomerGroupRegistrationInfo get /customer-group-registration/config/{customerGroupId}', { pathParams: { customerGroupId: groupId } })
        : undefined,
    ]);
    const page: RegisterPageData = { salutations, countries, defaultCountryId: countryId };
    if (group) {
      const settings = group.data;
      page.group = {
        title: getTranslatedProperty(settings, 'registrationTitle') || getTranslatedProperty(settings, 'name'),
        introduction: stripTags(getTranslatedProperty(settings, 'registrationIntroduction')),
        onlyCompany: settings.registrationOnlyCompanyRegistration === true,
      };
    }
    return page;
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (failure?.status === 404) notFound();
    throwPageError(error);
  }
}

/** The introduction is admin HTML; the page shows it as text. */
function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
