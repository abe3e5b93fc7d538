import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract.js';
import { exampleBody } from '../request-builder.js';
import { requestBodyPointer, requestCases } from './request-cases.js';

const contract = loadContract();
const operation = (id: string) => {
  const found = contract.operations.find((op) => op.operationId === id);
  if (!found) throw new Error(id);
  return found;
};
const values = { account: 'org_northwind', bankAccount: 'bac_northwind_gbp' };

describe('generated requests', () => {
  it('are the same for the same seed and differ for another', () => {
    const op = operation('listTransactions');
    const cases = (seed: number) => requestCases(contract, op, { values, body: null }, { count: 5, seed });
    expect(cases(7)).toEqual(cases(7));
    expect(cases(8)).not.toEqual(cases(7));
  });

  it("of a list: valid ones keep every query parameter's schema, invalid ones break exactly one", () => {
    const op = operation('listTransactions');
    const cases = requestCases(contract, op, { values, body: null }, { count: 20, seed: 1 });
    expect(cases.filter((c) => c.valid)).toHaveLength(20);
    expect(cases.filter((c) => !c.valid)).toHaveLength(20);
    const query = op.parameters.filter((p) => p.in === 'query');
    const refused = (name: string, text: string) => {
      const parameter = query.find((p) => p.name === name);
      const pointer = parameter && contract.validator.pointerOf(parameter.schema);
      if (!pointer || !parameter) throw new Error(name);
      // As a bank reads a query string: a number or a boolean where the schema asks for one.
      const type = parameter.schema.type;
      const typed =
        type === 'integer' && /^-?\d+$/.test(text)
          ? Number(text)
          : type === 'boolean' && ['true', 'false'].includes(text)
            ? text === 'true'
            : text;
      return contract.validator.schemaErrors(pointer, typed).length > 0;
    };
    for (const c of cases) {
      const broken = Object.entries(c.query).filter(([name, text]) => refused(name, text));
      expect(broken.length, JSON.stringify(c)).toBe(c.valid ? 0 : 1);
    }
    // Generation reaches beyond the first page and the default filters.
    expect(new Set(cases.flatMap((c) => Object.keys(c.query))).size).toBeGreaterThan(4);
  });

  it('of a body: each invalid one is refused by the schema, says how it was broken, and no valid body is sent to a change', () => {
    const op = operation('createRecipient');
    const pointer = requestBodyPointer(contract, op);
    if (!pointer) throw new Error('createRecipient takes a body');
    const cases = requestCases(
      contract,
      op,
      { values, body: exampleBody(contract, op) },
      { count: 25, seed: 3 },
    );
    expect(cases.every((c) => !c.valid)).toBe(true);
    expect(cases.length).toBeGreaterThan(20);
    for (const c of cases)
      expect(contract.validator.schemaErrors(pointer, c.body).length, c.broken).toBeGreaterThan(0);
    const kinds = new Set(cases.map((c) => c.broken?.replace(/ at .*/, '')));
    expect([...kinds].sort()).toEqual(
      ['missing required field', 'out of range', 'oversized string', 'unknown property', 'wrong type'].sort(),
    );
  });
});
