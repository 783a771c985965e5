// The contact form (docs/product-rules.md §5 messages).
import * as z from 'zod/mini';
import { field } from '../../lib/forms/validate.ts';

export const contactSchema = z.object({
  salutationId: field.required(),
  firstName: field.optional(),
  lastName: field.optional(),
  email: field.email(),
  phone: field.optional(),
  subject: field.required(),
  comment: field.required(5000),
});
