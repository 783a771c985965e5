// Operator endpoints for the CLI (no admin UI): loopback only, and a token shared through the
// environment or the data folder.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isOperatorConfigKey,
  OPERATOR_CONFIG_KEYS,
  readOperatorConfig,
  setMaintenance,
  setOperatorConfig,
  validateOperatorValue,
} from '../../domain/config/operator-config.ts';
import { approveReviews, pendingReviews } from '../../domain/catalog/products/review-moderation.ts';
import { markOrderPaid } from '../../domain/order/payment.ts';
import { decideGroupRequest, pendingGroupRequests } from '../../domain/customer/group-requests.ts';
import { searchIndexStatus } from '../../domain/catalog/products/search-index-store.ts';
import { forget } from '../../cache-store.ts';
import type { AppDeps } from '../deps.ts';
import { domainError } from '../../domain/errors.ts';
import { bodyOf, queryOf } from '../request.ts';
import { addLanguage, LOCALE_CODE } from '../../domain/system/languages.ts';

function isLoopback(address: string): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function tokenMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function adminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const guard = async (request: FastifyRequest) => {
    const token = deps.config.adminToken;
    if (!token || !isLoopback(request.ip) || !tokenMatches(token, request.headers['x-aisle-admin-token'])) {
      throw domainError(403, 'AISLE__ADMIN_FORBIDDEN', 'Admin endpoints need the admin token and a loopback connection.');
    }
  };

  app.post('/_admin/maintenance', { preHandler: guard }, async (request) => {
    const body = bodyOf(request);
    if (typeof body.enabled !== 'boolean') throw domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'Send {"enabled": true|false}.');
    await setMaintenance(deps.db, body.enabled);
    // Every request reads its sales channel from a memo.
    await forget(deps.db);
    return { maintenance: body.enabled };
  });

  app.post('/_admin/languages', { preHandler: guard }, async (request) => {
    const body = bodyOf(request);
    if (typeof body.code !== 'string' || !LOCALE_CODE.test(body.code) || typeof body.name !== 'string' || body.name.trim() === '') {
      throw domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'Send {"code": "fr-FR", "name": "Français"}.');
    }
    const added = await addLanguage(deps.db, body.code, body.name.trim());
    // Sales channels and their languages are read from memos.
    await forget(deps.db);
    return added;
  });

  app.get('/_admin/search-index', { preHandler: guard }, async () => searchIndexStatus(deps.db));

  app.get('/_admin/reviews', { preHandler: guard }, async () => ({ pending: await pendingReviews(deps.db) }));

  app.post('/_admin/reviews/approve', { preHandler: guard }, async (request) => {
    const body = bodyOf(request);
    const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is string => typeof id === 'string') : [];
    if (body.all !== true && ids.length === 0) throw domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'Send {"all": true} or {"ids": [...]}.');
    const approved = await approveReviews(deps.db, body.all === true ? 'all' : ids);
    await forget(deps.db);
    return { approved };
  });

  app.post('/_admin/orders/mark-paid', { preHandler: guard }, async (request) => {
    const body = bodyOf(request);
    if (typeof body.orderNumber !== 'string') throw domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'Send {"orderNumber": "10001"}.');
    if (!(await markOrderPaid(deps.db, body.orderNumber))) throw domainError(404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND', `Order ${body.orderNumber} not found.`);
    return { paid: body.orderNumber };
  });

  app.get('/_admin/customers/group-requests', { preHandler: guard }, async () => ({ pending: await pendingGroupRequests(deps.db) }));

  app.post('/_admin/customers/group-request', { preHandler: guard }, async (request) => {
    const body = bodyOf(request);
    if (typeof body.email !== 'string' || (body.decision !== 'accept' && body.decision !== 'decline'))
      throw domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', 'Send {"email": "…", "decision": "accept"|"decline"}.');
    const decided = await decideGroupRequest(deps.db, deps.mailer, body.email, body.decision);
    if (!decided) throw domainError(404, 'CHECKOUT__CUSTOMER_NOT_FOUND', `No customer with the e-mail address ${body.email} is waiting for a customer group.`);
    // Sessions and catalogue answers read the customer's group through memos.
    await forget(deps.db);
    return { email: body.email, decision: body.decision, group: decided.group };
  });

  // Whitelisted system-config keys with validated values; memos are dropped so no cached answer keeps the old value.
  const configKey = (key: unknown) => {
    if (!isOperatorConfigKey(key))
      throw domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', `Unknown or read-only key. Known keys: ${OPERATOR_CONFIG_KEYS.join(', ')}.`);
    return key;
  };

  app.get('/_admin/config', { preHandler: guard }, async (request) => readOperatorConfig(deps.db, configKey(queryOf(request).key)));

  app.post('/_admin/config', { preHandler: guard }, async (request) => {
    const body = bodyOf(request);
    const key = configKey(body.key);
    const checked = validateOperatorValue(key, body.value);
    if (!checked.ok) throw domainError(400, 'FRAMEWORK__INVALID_REQUEST_PARAMETER', checked.message);
    await setOperatorConfig(deps.db, key, checked.value);
    await forget(deps.db);
    return readOperatorConfig(deps.db, key);
  });
}
