import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deriveRouteSchemas, type OpenApiDocument } from './route-schemas.ts';

const contract = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../../../api-types/${file}`, import.meta.url), 'utf8'));

const document: OpenApiDocument = {
  paths: {
    '/account/login': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['username', 'password'],
                additionalProperties: false,
                properties: {
                  username: { type: 'string', format: 'email', description: 'Email' },
                  password: { type: 'string', minLength: 8 },
                  accountType: { type: 'string', enum: ['private', 'business'], default: 'private' },
                  address: { $ref: '#/components/schemas/Address' },
                  vatIds: { type: 'array', items: { type: 'string', pattern: '^DE' } },
                  comment: { type: 'string', nullable: true },
                  choice: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
                },
              },
            },
          },
        },
      },
    },
    '/product': {
      post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Criteria' } } } } },
      get: { parameters: [{ $ref: '#/components/parameters/criteriaLimit' }] },
    },
    '/category/{navigationId}': {
      get: {
        parameters: [
          { name: 'navigationId', in: 'path', schema: { type: 'string' } },
          { name: 'slots', in: 'query', schema: { type: 'string' } },
          { name: 'order', in: 'query', schema: { type: 'string' } },
          { name: 'sw-language-id', in: 'header', schema: { type: 'string' } },
        ],
      },
    },
    '/media': {
      get: {
        parameters: [
          { name: 'ids[]', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
          { name: 'onlyAvailable', in: 'query', schema: { type: 'boolean' } },
        ],
      },
    },
    '/account/logout': { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } } } },
  },
  components: {
    schemas: {
      Criteria: { type: 'object', properties: { limit: { type: 'integer' }, ids: { type: 'array' } } },
      ProductListingCriteria: { allOf: [{ $ref: '#/components/schemas/Criteria' }, { type: 'object', properties: { order: { type: 'string' } } }] },
      Address: { type: 'object', required: ['city'], properties: { city: { type: 'string', maxLength: 70 }, zipcode: { type: 'string' } } },
    },
    parameters: { criteriaLimit: { name: 'limit', in: 'query', schema: { type: 'integer' } } },
  },
};

describe('deriveRouteSchemas', () => {
  const schemas = deriveRouteSchemas(document);

  it("keeps a body's shape and types, resolves references and leaves every rule to the engine", () => {
    expect(schemas['POST /account/login']).toEqual({
      body: {
        type: 'object',
        properties: {
          username: { type: 'string' },
          password: { type: 'string' },
          accountType: { type: 'string' },
          address: { type: 'object', properties: { city: { type: 'string' }, zipcode: { type: 'string' } } },
          vatIds: { type: 'array', items: { type: 'string' } },
          comment: { type: ['string', 'null'] },
          choice: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        },
      },
    });
  });

  it('leaves criteria, listing parameters and headers to the criteria parser and the hooks', () => {
    expect(schemas['POST /product']).toBeUndefined();
    expect(schemas['GET /product']).toBeUndefined();
    expect(schemas['GET /category/{navigationId}']).toEqual({ querystring: { type: 'object', properties: { slots: { type: 'string' } } } });
  });

  it('reads query parameters as text: `ids[]` is `ids`, a boolean is text, a list stays a list', () => {
    expect(schemas['GET /media']).toEqual({
      querystring: { type: 'object', properties: { ids: { type: 'array', items: { type: 'string' } }, onlyAvailable: { type: 'string' } } },
    });
  });

  it('gives no schema to a body that says nothing beyond "an object"', () => {
    expect(schemas['POST /account/logout']).toBeUndefined();
  });

  it('is what the committed api-types/storeApiRouteSchemas.json holds for the committed contract', () => {
    expect(contract('storeApiRouteSchemas.json')).toEqual(deriveRouteSchemas(contract('storeApiSchema.json') as OpenApiDocument));
  });
});
