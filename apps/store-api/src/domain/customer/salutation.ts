// The salutation check shared by registration, profile, addresses and the contact form.
import type { Queryable } from '../../db/database.ts';
import { isUuid } from '../ids.ts';
import type { Violations } from '../validation/rules.ts';

/** An optional salutation id must name a stored salutation, else Shopware's ENTITY_DOES_NOT_EXISTS. */
export async function checkSalutation(db: Queryable, check: Violations, salutationId: string | null | undefined, pointer: string): Promise<void> {
  if (!salutationId) return;
  if (!isUuid(salutationId) || (await db.query('SELECT 1 FROM salutation WHERE id = $1', [salutationId])).length === 0)
    check.entityMissing('salutation', salutationId, pointer);
}
