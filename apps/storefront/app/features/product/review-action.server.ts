// Review form: POST /product/{id}/review (customers only). A saved review waits for approval, which
// the notification says ('Your review has not been approved yet'); guests are asked to sign in.
import type { RouterContextProvider } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { readFormData } from '../../lib/http/form.ts';
import { storeApiContext } from '../../lib/request-context.ts';
import { storeApiFailureOf } from '../../lib/store-api/errors.ts';
import { redirectBack } from '../../lib/http/action-response.server.ts';
import { flash, flashFailure } from '../../lib/notifications/flash.server.ts';
import { parseReviewForm } from './review-form.server.ts';

export async function saveReviewAction(request: Request, context: Readonly<RouterContextProvider>, locale: Locale): Promise<Response> {
  const scope = { context, locale, form: await readFormData(request) };
  const review = parseReviewForm(scope.form);
  if (!review) {
    flash(scope.context, 'danger', 'catalog.reviews.invalid');
    return redirectBack(scope);
  }
  try {
    await context.get(storeApiContext).api.invoke('saveProductReview post /product/{productId}/review', {
      pathParams: { productId: review.productId },
      body: { title: review.title, content: review.content, points: review.points },
    });
    flash(scope.context, 'info', 'catalog.reviews.notApproved', undefined, { persistent: true });
  } catch (error) {
    const failure = storeApiFailureOf(error);
    if (!failure) throw error;
    if (failure.status === 403 || failure.status === 401) flash(scope.context, 'warning', 'catalog.reviews.loginRequired');
    else if (failure.status === 400) flash(scope.context, 'danger', 'catalog.reviews.invalid');
    else flashFailure(scope.context, failure, request);
  }
  return redirectBack(scope);
}
