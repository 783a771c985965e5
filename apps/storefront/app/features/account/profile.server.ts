// /account/profile: personal data, e-mail and password (each its own form and Store API route).
import type { RouterContextProvider } from 'react-router';
import { requestStateContext, sessionSummaryContext, storeApiContext } from '../../lib/request-context.ts';
import { localisePath } from '../../i18n/paths.ts';
import type { StoreApiClient } from '../../lib/store-api/client.server.ts';
import type { RequestBody } from '../../lib/store-api/types.ts';
import { requireCustomer } from './customer.server.ts';
import { apiFailure, formFailure, parseForm, readSubmittedForm, redirectWithMessage } from '../../lib/forms/form-action.server.ts';
import { changeEmailSchema, changePasswordSchema, profileSchema } from './schemas.ts';
import { salutationOptions } from './lookups.server.ts';
import type { SalutationOption } from './address.ts';

export interface ProfileData {
  salutations: SalutationOption[];
  email: string;
  business: boolean;
  values: Record<string, string>;
}

export async function loadProfile(context: Readonly<RouterContextProvider>, url: URL): Promise<ProfileData> {
  const customer = await requireCustomer(context, url);
  const salutations = await salutationOptions(context.get(storeApiContext).api, context.get(sessionSummaryContext).languageId);
  const business = customer.accountType === 'business';
  return {
    salutations,
    email: customer.email,
    business,
    values: {
      salutationId: customer.salutationId ?? '',
      title: customer.title ?? '',
      firstName: customer.firstName,
      lastName: customer.lastName,
      accountType: customer.accountType ?? 'private',
      company: 'company' in customer && typeof customer.company === 'string' ? customer.company : '',
      vatId: customer.accountType === 'business' ? (customer.vatIds?.[0] ?? '') : '',
    },
  };
}

export async function profileAction(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  await requireCustomer(context, url);
  const form = await readSubmittedForm(request);
  const { api } = context.get(storeApiContext);
  const target = localisePath('/account/profile', context.get(requestStateContext).locale);
  switch (form.name) {
    case 'profile':
      return changeProfile(api, form, context, target);
    case 'email':
      return changeEmail(api, form, context, target);
    case 'password':
      return changePassword(api, form, context, target);
    default:
      return formFailure(form.name, form.values, {}, { key: 'messages.default' });
  }
}

async function changeProfile(
  api: StoreApiClient,
  form: Awaited<ReturnType<typeof readSubmittedForm>>,
  context: Readonly<RouterContextProvider>,
  target: string,
) {
  const parsed = parseForm(form, profileSchema);
  if (!parsed.ok) return parsed.response;
  const { salutationId, title, firstName, lastName, accountType, company, vatId } = parsed.data;
  const body: RequestBody<'changeProfile post /account/change-profile'> = { firstName, lastName };
  if (salutationId) body.salutationId = salutationId;
  if (title) body.title = title;
  if (accountType) body.accountType = accountType;
  if (accountType === 'business') {
    body.company = company;
    // One VAT ID, as registration asks for; an emptied field removes it.
    body.vatIds = vatId ? [vatId] : [];
  }
  try {
    await api.invoke('changeProfile post /account/change-profile', { body });
  } catch (error) {
    return apiFailure(error, form, { aliases: { vatIds: 'vatId', 'vatIds.0': 'vatId' } });
  }
  return redirectWithMessage(context, target, 'account.profile.saved');
}

async function changeEmail(api: StoreApiClient, form: Awaited<ReturnType<typeof readSubmittedForm>>, context: Readonly<RouterContextProvider>, target: string) {
  const parsed = parseForm(form, changeEmailSchema);
  if (!parsed.ok) return parsed.response;
  try {
    await api.invoke('changeEmail post /account/change-email', { body: parsed.data });
  } catch (error) {
    return apiFailure(error, form);
  }
  return redirectWithMessage(context, target, 'account.profile.emailSaved');
}

async function changePassword(
  api: StoreApiClient,
  form: Awaited<ReturnType<typeof readSubmittedForm>>,
  context: Readonly<RouterContextProvider>,
  target: string,
) {
  const parsed = parseForm(form, changePasswordSchema);
  if (!parsed.ok) return parsed.response;
  try {
    // The answer carries a new context token (the other sessions are logged out); the client keeps it.
    await api.invoke('changePassword post /account/change-password', { body: parsed.data });
  } catch (error) {
    return apiFailure(error, form);
  }
  return redirectWithMessage(context, target, 'account.profile.passwordSaved');
}
