// The review form's rules, shared by the form (HTML constraints) and the action (server check),
// as the Store API validates them (title ≥ 5, content ≥ 40 characters, 1–5 points).
import * as z from 'zod/mini';
import { SHOPWARE_ID } from '../../lib/store-api/ids.ts';

export const REVIEW_LIMITS = { titleMin: 5, contentMin: 40, pointsMin: 1, pointsMax: 5 } as const;

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
