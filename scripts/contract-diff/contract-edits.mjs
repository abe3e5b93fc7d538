// Edits of the real contract that the breaking-change gate must judge: each changes one thing a client relies
// on (breaking) or adds one thing no client relies on yet (non-breaking). The gate's tests build each edited
// contract from openapi/openapi.yaml and run the gate on it.

const PAYMENTS = '/accounts/{account}/payments';
const RECIPIENT = '/accounts/{account}/recipients/{recipient}';

/** Drops every OpenAPI link that names the operation, as a real removal would. */
function dropLinksTo(contract, operationId) {
  const visit = (node) => {
    if (node === null || typeof node !== 'object') return;
    if (node.links && typeof node.links === 'object') {
      for (const [name, link] of Object.entries(node.links)) {
        if (link?.operationId === operationId) delete node.links[name];
      }
      if (Object.keys(node.links).length === 0) delete node.links;
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(contract.paths);
}

/** Breaking edits, by the kind of break; each mutates a parsed contract in place. */
export const BREAKING_EDITS = {
  'removed response field': (contract) => {
    const payment = contract.components.schemas.Payment;
    delete payment.properties.recipient_name;
    payment.required = payment.required.filter((name) => name !== 'recipient_name');
  },
  'narrowed enum': (contract) => {
    const status = contract.components.schemas.PaymentStatus;
    status.enum = status.enum.filter((value) => value !== 'settled');
  },
  'new required request body field': (contract) => {
    const create = contract.components.schemas.PaymentCreate;
    create.properties.purpose_code = { type: 'string', maxLength: 4 };
    create.required = [...create.required, 'purpose_code'];
  },
  'removed operation': (contract) => {
    delete contract.paths[RECIPIENT].delete;
    dropLinksTo(contract, 'deleteRecipient');
  },
  'new required query parameter': (contract) => {
    contract.paths[PAYMENTS].get.parameters.push({
      name: 'region',
      in: 'query',
      required: true,
      schema: { type: 'string', maxLength: 2 },
    });
  },
  'changed field type': (contract) => {
    const meta = contract.components.schemas.PaginationMeta;
    meta.properties.total = { ...meta.properties.total, type: 'string' };
  },
};

/** Non-breaking edits: something new that no client has to send or read. */
export const NON_BREAKING_EDITS = {
  'new optional response field': (contract) => {
    contract.components.schemas.Payment.properties.end_to_end_id = {
      description: 'The end-to-end identification the payee bank sees.',
      type: 'string',
      maxLength: 35,
    };
  },
  'new optional query parameter': (contract) => {
    contract.paths[PAYMENTS].get.parameters.push({
      name: 'min_amount',
      in: 'query',
      required: false,
      schema: { type: 'string', maxLength: 20 },
    });
  },
};

/** Breaking edits the differ alone calls non-breaking, which the gate's own narrow checks catch. */
export const DIFFER_GAP_EDITS = {
  'changed field type': BREAKING_EDITS['changed field type'],
  'optional response field removed': (contract) => {
    delete contract.components.schemas.Payment.properties.failure_reason;
  },
  'new required request field with a default': (contract) => {
    const create = contract.components.schemas.PaymentCreate;
    create.properties.purpose_code = { type: 'string', maxLength: 4, default: 'SUPP' };
    create.required = [...create.required, 'purpose_code'];
  },
  'new required request field declared in an allOf part': (contract) => {
    const create = contract.components.schemas.PaymentCreate;
    create.allOf = [{ properties: { purpose_code: { type: 'string', maxLength: 4 } } }];
    create.required = [...create.required, 'purpose_code'];
  },
  'field removed from a closed request schema': (contract) => {
    delete contract.components.schemas.PaymentCreate.properties.confirm_payee_mismatch;
  },
};
