// The review action's check of the form, with the limits the form states as HTML constraints
// (review-form.ts); zod stays on the server.
import * as z from 'zod/mini';
import { SHOPWARE_ID } from '../../lib/store-api/ids.ts';
import { REVIEW_LIMITS } from './review-form.ts';

const reviewFormSchema = z.object({
  productId: z.string().check(z.regex(SHOPWARE_ID)),
  title: z.string().check(z.trim(), z.minLength(REVIEW_LIMITS.titleMin), z.maxLength(255)),
  content: z.string().check(z.trim(), z.minLength(REVIEW_LIMITS.contentMin), z.maxLength(5000)),
  points: z.coerce.number().check(z.int(), z.gte(REVIEW_LIMITS.pointsMin), z.lte(REVIEW_LIMITS.pointsMax)),
});

export type ReviewForm = z.infer<typeof reviewFormSchema>;

export function parseReviewForm(form: FormData | null): ReviewForm | null {
  if (!form) return null;
  const result = reviewFormSchema.safeParse({
    productId: form.get('productId'),
    title: form.get('title'),
    content: form.get('content'),
    points: form.get('points'),
  });
  return result.success ? result.data : null;
}
