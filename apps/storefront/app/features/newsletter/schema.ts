// The newsletter box's form (docs/product-rules.md §5 messages).
import * as z from 'zod/mini';
import { field } from '../../lib/forms/validate.ts';

export const newsletterSchema = z.object({ email: field.email() });
