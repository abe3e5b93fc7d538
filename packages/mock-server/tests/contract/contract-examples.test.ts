import { describe, expect, it } from 'vitest';
import { createBank } from '../../src/domain/setup/index.js';
import { answerValidator } from './answer-validator.js';
import { type ContractExample, contractExamples } from './contract-examples.js';
import { MADE_BY_AN_EARLIER_CALL, REF_SHAPE, seededOwner } from './seed-refs.js';

/** Whose examples they are, unless an operation says otherwise: Ada, owner of Northwind Trading. */
const USER = 'usr_ada';
const ORG = 'org_northwind';

/** Every ref-shaped string in a value, with where it is under the example. */
function refsIn(value: unknown, at = ''): { ref: string; at: string }[] {
  if (typeof value === 'string') return REF_SHAPE.test(value) ? [{ ref: value, at }] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => refsIn(item, `${at}/${key}`));
}

describe("the contract's examples (rules API-14, API-15)", () => {
  const validator = answerValidator();
  const examples = contractExamples(validator);

  it('are each valid against their schema, at every level (strict JSON Schema 2020-12)', () => {
    expect(examples.length).toBeGreaterThan(100);
    const broken = examples.flatMap((e) =>
      validator
        .schemaErrors(e.schema, e.value)
        .map((error) => `${e.at} at ${error.instancePath}: ${error.message} (${error.schemaPath})`),
    );
    expect([...new Set(broken)]).toEqual([]);
  });

  it("name only records of the seed, Ada's in Northwind, in request bodies and path and query parameters", () => {
    const bank = createBank();
    const sent = new Map<string, ContractExample[]>();
    for (const e of examples)
      if (e.kind !== 'other' && e.operationId)
        sent.set(e.operationId, [...(sent.get(e.operationId) ?? []), e]);
    const problems = new Set<string>();
    for (const [operationId, ofOperation] of sent) {
      const refs = ofOperation.flatMap((e) => refsIn(e.value).map((r) => ({ ...r, at: `${e.at}${r.at}` })));
      // The bank account of the example's path: a payment or balance named beside it must be one of its own.
      const pathAccount = refs.find((r) => r.ref.startsWith('ba_'))?.ref;
      for (const { ref, at } of refs) {
        if (MADE_BY_AN_EARLIER_CALL.has(ref.slice(0, ref.indexOf('_')))) continue;
        const owner = seededOwner(bank, USER, ref);
        const where = `${operationId}: ${ref} (${at})`;
        if (!owner) problems.add(`${where} is not in the seed for ${USER}`);
        else if (owner.org !== null && owner.org !== ORG)
          problems.add(`${where} is ${owner.org}'s, not ${ORG}'s`);
        else if (owner.bankAccount && pathAccount && owner.bankAccount !== pathAccount)
          problems.add(`${where} is of ${owner.bankAccount}, not of ${pathAccount}`);
      }
    }
    expect(sent.size).toBeGreaterThan(20);
    expect([...problems]).toEqual([]);
  });
});
