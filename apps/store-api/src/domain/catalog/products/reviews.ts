// Product reviews: approved reviews of a product and its variants (criteria apply), plus the
// matrix the description-reviews CMS element shows.
import type { Queryable } from '../../../db/database.ts';
import { searchRows, type SearchResult } from '../../criteria/search.ts';
import { field, sortBy, type EntityDefinition } from '../../criteria/sql.ts';
import type { Criteria } from '../../criteria/types.ts';
import { isoDate } from '../../serialize.ts';
import { newId } from '../../ids.ts';
import { Violations, type Input } from '../../validation/rules.ts';

export interface ReviewRow {
  id: string;
  product_id: string;
  customer_id: string | null;
  language_id: string;
  sales_channel_id: string | null;
  external_user: string | null;
  title: string;
  content: string;
  points: string | number;
  status: boolean;
  comment: string | null;
  created_at: Date | string;
}

export const reviewDefinition: EntityDefinition = {
  entity: 'product_review',
  table: 'product_review',
  fields: {
    id: field.text('t.id'),
    productId: field.text('t.product_id'),
    productVersionId: field.text(`'0fa91ce3e96a4bc2be4bd9ce752c3425'`),
    salesChannelId: field.text('t.sales_channel_id'),
    externalUser: field.text('t.external_user'),
    comment: field.text('t.comment'),
    customFields: field.json('NULL::jsonb'),
    points: field.number('t.points'),
    createdAt: field.date('t.created_at'),
    updatedAt: field.none('date'),
    languageId: field.text('t.language_id'),
    title: field.text('t.title'),
    content: field.text('t.content'),
    status: field.boolean('t.status'),
  },
  searchFields: ['title', 'content'],
  defaultSort: sortBy('DESC', 'createdAt'),
};

export function serializeReview(row: ReviewRow) {
  return {
    id: row.id,
    productId: row.product_id,
    salesChannelId: row.sales_channel_id,
    languageId: row.language_id,
    externalUser: row.external_user,
    title: row.title,
    content: row.content,
    points: Number(row.points),
    status: row.status,
    comment: row.comment,
    customFields: {},
    createdAt: isoDate(row.created_at),
    apiAlias: 'product_review',
  };
}

/** Reviews visible for a product: approved ones of the product family, plus the customer's own. */
export async function searchReviews(
  db: Queryable,
  productId: string,
  parentId: string | null,
  criteria: Criteria,
  customerId?: string,
): Promise<SearchResult<ReviewRow>> {
  const family = parentId ?? productId;
  return searchRows<ReviewRow>(db, reviewDefinition, criteria, (params) => {
    const id = params.add(family);
    const visible = customerId ? `(t.status OR t.customer_id = ${params.add(customerId)})` : 't.status';
    return [`t.product_id IN (SELECT ${id}::text UNION SELECT p.id FROM product p WHERE p.parent_id = ${id})`, visible];
  });
}

export interface ReviewAuthor {
  customerId: string;
  name: string;
  email: string;
  languageId: string;
  salesChannelId: string;
}

/**
 * POST /product/{id}/review: title ≥ 5, content ≥ 40 characters, 1–5 points; one review per customer
 * and product (editable by sending its id). New and edited reviews wait for approval.
 */
export async function saveReview(db: Queryable, productId: string, author: ReviewAuthor, input: Input): Promise<void> {
  const check = new Violations();
  const title = check.notBlank(input, 'title');
  check.minLength(title, 5, '/title');
  const content = check.notBlank(input, 'content');
  check.minLength(content, 40, '/content');
  const points = Number(input.points);
  if (!Number.isFinite(points) || points < 1 || points > 5)
    check.add('VIOLATION::NOT_IN_RANGE_ERROR', '/points', 'This value should be between 1 and 5.', { '{{ min }}': 1, '{{ max }}': 5 });
  const ownId = typeof input.id === 'string' && input.id !== '' ? input.id : undefined;
  const [existing] = await db.query<{ id: string }>('SELECT id FROM product_review WHERE product_id = $1 AND customer_id = $2', [productId, author.customerId]);
  if (existing && existing.id !== ownId)
    check.add('VIOLATION::ENTITY_EXISTS', '/customerId', 'The customer has already written a review for this product.', { '{{ entity }}': 'product_review' });
  check.throwIfAny();
  const name = check.optional(input, 'name') ?? author.name;
  if (existing) {
    await db.query('UPDATE product_review SET title = $2, content = $3, points = $4, external_user = $5, status = false, language_id = $6 WHERE id = $1', [
      existing.id,
      title ?? '',
      content ?? '',
      Math.round(points),
      name,
      author.languageId,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO product_review (id, product_id, customer_id, language_id, sales_channel_id, external_user, external_email, title, content, points, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false)`,
    [newId(), productId, author.customerId, author.languageId, author.salesChannelId, name, author.email, title ?? '', content ?? '', Math.round(points)],
  );
}

export async function reviewMatrix(db: Queryable, productId: string, parentId: string | null) {
  const family = parentId ?? productId;
  const rows = await db.query<{ points: string | number; count: string | number }>(
    `SELECT round(points)::int AS points, count(*) AS count FROM product_review
      WHERE status AND product_id IN (SELECT $1::text UNION SELECT id FROM product WHERE parent_id = $1) GROUP BY round(points)::int`,
    [family],
  );
  const total = rows.reduce((sum, row) => sum + Number(row.count), 0);
  const pointSum = rows.reduce((sum, row) => sum + Number(row.points) * Number(row.count), 0);
  const matrix = [5, 4, 3, 2, 1].map((points) => {
    const count = Number(rows.find((row) => Number(row.points) === points)?.count ?? 0);
    return { points, count, percent: total > 0 ? Number(((count / total) * 100).toFixed(2)) : 0 };
  });
  return { matrix, totalReviewCount: total, pointSum, averageRating: total > 0 ? Number((pointSum / total).toFixed(2)) : 0 };
}
