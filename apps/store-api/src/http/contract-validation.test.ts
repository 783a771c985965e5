import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors.ts';
import { registerContractValidation } from './contract-validation.ts';
import { toEnvelope } from './errors.ts';
import { registerJsonBodyParser } from './json-body.ts';
import { parseQueryString } from './query-string.ts';

/** A Store API scope with two routes and the app's way of answering a DomainError. */
async function app() {
  const server = Fastify({ routerOptions: { querystringParser: parseQueryString } });
  registerJsonBodyParser(server);
  server.setErrorHandler((error, _request, reply) =>
    error instanceof DomainError ? reply.code(error.status).send(toEnvelope(error)) : reply.code(500).send({ message: String(error) }),
  );
  await server.register(
    async (scope) => {
      registerContractValidation(scope, '/store-api', {
        'POST /account/login': {
          body: {
            type: 'object',
            properties: {
              username: { type: 'string' },
              password: { type: 'string' },
              comment: { type: ['string', 'null'] },
              address: { type: 'object', properties: { zipcode: { type: 'string' } } },
            },
          },
        },
        'DELETE /checkout/cart/line-item': { querystring: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } } } } },
      });
      scope.post('/account/login', async (request) => ({ body: request.body ?? null }));
      scope.delete('/checkout/cart/line-item', async (request) => ({ query: request.query }));
      scope.post('/account/logout', async (request) => ({ body: request.body ?? null }));
    },
    { prefix: '/store-api' },
  );
  return server;
}

describe('request shapes checked from the contract', () => {
  it('answers values of the wrong type as Shopware answers a Type constraint: 400, one violation per field, each with its pointer', async () => {
    const server = await app();
    const response = await server.inject({
      method: 'POST',
      url: '/store-api/account/login',
      payload: { username: ['ada@example.com'], password: { guess: 1 }, comment: [], address: { zipcode: {} } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [
        {
          status: '400',
          code: 'VIOLATION::INVALID_TYPE_ERROR',
          title: 'Constraint violation error',
          detail: 'This value should be of type string.',
          source: { pointer: '/username' },
          meta: { parameters: { '{{ value }}': 'array', '{{ type }}': 'string' } },
        },
        {
          status: '400',
          code: 'VIOLATION::INVALID_TYPE_ERROR',
          title: 'Constraint violation error',
          detail: 'This value should be of type string.',
          source: { pointer: '/password' },
          meta: { parameters: { '{{ value }}': 'object', '{{ type }}': 'string' } },
        },
        {
          status: '400',
          code: 'VIOLATION::INVALID_TYPE_ERROR',
          title: 'Constraint violation error',
          detail: 'This value should be of type string|null.',
          source: { pointer: '/comment' },
          meta: { parameters: { '{{ value }}': 'array', '{{ type }}': 'string|null' } },
        },
        {
          status: '400',
          code: 'VIOLATION::INVALID_TYPE_ERROR',
          title: 'Constraint violation error',
          detail: 'This value should be of type string.',
          source: { pointer: '/address/zipcode' },
          meta: { parameters: { '{{ value }}': 'object', '{{ type }}': 'string' } },
        },
      ],
    });
    await server.close();
  });

  it('lets missing fields and an empty body through (whether a field must be there is the domain’s NotBlank)', async () => {
    const server = await app();
    const empty = await server.inject({ method: 'POST', url: '/store-api/account/login', headers: { 'content-type': 'application/json' } });
    expect(empty.json()).toEqual({ body: null });
    const partial = await server.inject({ method: 'POST', url: '/store-api/account/login', payload: { username: 'ada@example.com', extra: [1] } });
    expect(partial.json()).toEqual({ body: { username: 'ada@example.com', extra: [1] } });
    await server.close();
  });

  it('reads a number as text in a body, and one query value as a list of one', async () => {
    const server = await app();
    const body = await server.inject({ method: 'POST', url: '/store-api/account/login', payload: { username: 'ada@example.com', password: 12345678 } });
    expect(body.json()).toEqual({ body: { username: 'ada@example.com', password: '12345678' } });
    const query = await server.inject({ method: 'DELETE', url: '/store-api/checkout/cart/line-item?ids=a1' });
    expect(query.json()).toEqual({ query: { ids: ['a1'] } });
    const map = await server.inject({ method: 'DELETE', url: '/store-api/checkout/cart/line-item?ids[x]=a1' });
    expect(map.statusCode).toBe(400);
    expect(map.json().errors[0]).toMatchObject({ code: 'VIOLATION::INVALID_TYPE_ERROR', source: { pointer: '/ids' } });
    await server.close();
  });

  it('leaves routes without a contract schema alone', async () => {
    const server = await app();
    const response = await server.inject({ method: 'POST', url: '/store-api/account/logout', payload: { anything: { at: 'all' } } });
    expect(response.json()).toEqual({ body: { anything: { at: 'all' } } });
    await server.close();
  });
});
