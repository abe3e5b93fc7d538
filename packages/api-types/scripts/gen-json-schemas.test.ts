import { describe, expect, it } from 'vitest';
import { renderJsonSchemas } from './gen-json-schemas.mjs';

const contract = (rowSchema: string) => `openapi: 3.1.0
info: { title: Fixture, version: '1' }
paths: {}
components:
  schemas:
    Code:
      type: string
      description: Dropped.
      pattern: '^[A-Z]{3}$'
${rowSchema}`;

describe('renderJsonSchemas', () => {
  it('inlines every $ref (siblings win), drops documentation and OpenAPI-only keywords', () => {
    const text = renderJsonSchemas(
      contract(`    PaymentBatchRowInput:
      type: object
      required: [currency]
      properties:
        currency: { $ref: '#/components/schemas/Code' }
        date: { $ref: '#/components/schemas/Code', maxLength: 10, description: Dropped too. }
        details:
          oneOf: [{ $ref: '#/components/schemas/Code' }]
          discriminator: { propertyName: scheme }
`),
    );
    expect(JSON.parse(text)).toEqual({
      PaymentBatchRowInput: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        required: ['currency'],
        properties: {
          currency: { type: 'string', pattern: '^[A-Z]{3}$' },
          date: { type: 'string', pattern: '^[A-Z]{3}$', maxLength: 10 },
          details: { oneOf: [{ type: 'string', pattern: '^[A-Z]{3}$' }] },
        },
      },
    });
  });

  it('refuses a contract without the schema', () => {
    expect(() => renderJsonSchemas(contract(''))).toThrow('components.schemas.PaymentBatchRowInput');
  });
});
