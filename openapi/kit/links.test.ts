import { describe, expect, it } from 'vitest';
import { loadContract } from './contract.js';
import { evaluate, followLink } from './links.js';

const contract = loadContract();
const operation = (id: string) => {
  const found = contract.operations.find((op) => op.operationId === id);
  if (!found) throw new Error(id);
  return found;
};
const created = {
  values: { account: 'org_northwind' },
  requestBody: { name: 'Harbour Freight' },
  status: 201,
  responseBody: { data: { ref: 'rcp_new', name: 'Harbour Freight' } },
};

describe("the contract's OpenAPI links", () => {
  it('read their runtime expressions from the request and the answer', () => {
    expect(evaluate('$request.path.account', created)).toBe('org_northwind');
    expect(evaluate('$response.body#/data/ref', created)).toBe('rcp_new');
    expect(evaluate('$request.body#/name', created)).toBe('Harbour Freight');
    expect(evaluate('$response.body#/data/missing', created)).toBeUndefined();
    expect(evaluate('$url', created)).toBeUndefined();
    expect(evaluate('GBP', created)).toBe('GBP');
  });

  it("give the next operation its parameters from the answer's status, and say when the answer lacks one", () => {
    expect(followLink(operation('createRecipient'), operation('getRecipient'), created)).toEqual({
      link: expect.objectContaining({ name: 'GetRecipient', status: '201' }),
      values: { account: 'org_northwind', recipient: 'rcp_new' },
    });
    expect(
      followLink(operation('createRecipient'), operation('getRecipient'), { ...created, status: 200 }),
    ).toBeNull();
    expect(followLink(operation('createRecipient'), operation('listRoles'), created)).toBeNull();
    expect(
      followLink(operation('createRecipient'), operation('getRecipient'), {
        ...created,
        responseBody: { data: {} },
      }),
    ).toEqual({
      missing: 'the link GetRecipient of createRecipient found nothing at $response.body#/data/ref',
    });
  });
});
