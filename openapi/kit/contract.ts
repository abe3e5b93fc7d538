import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { sample } from 'openapi-sampler';
import { parse } from 'yaml';
import { type ContractValidator, createContractValidator } from '../contract-validator.mjs';

export const CONTRACT_PATH = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

/** Methods that change nothing on the bank (RFC 9110 safe methods). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** One parameter of an operation, its `$ref`s followed. */
export interface KitParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Record<string, unknown>;
  /** A ref type's pattern ('^pay_…$'): the value is found in the bank's earlier answers. */
  pattern: RegExp | null;
  /** A valid value for any other parameter: its example, else a sample of its schema. */
  example: unknown;
}

/** One operation of the contract as the kit walks it. */
export interface KitOperation {
  operationId: string;
  method: string;
  /** The contract's path template, '/accounts/{account}/payments'. */
  template: string;
  tag: string;
  safe: boolean;
  /** Whether the bearer token is sent (the contract's `security` is not emptied for it). */
  authenticated: boolean;
  parameters: KitParameter[];
  /** Statuses the contract declares for it ('200', '404', 'default'…). */
  statuses: string[];
  /** The OpenAPI links its answers declare: which operation comes next, with which values. */
  links: KitLink[];
}

/** One OpenAPI link of an answer: the next operation and its parameters as runtime expressions. */
export interface KitLink {
  name: string;
  /** The answer's status that declares it ('201'). */
  status: string;
  operationId: string;
  /** Parameter name → runtime expression ('$response.body#/data/ref') or constant. */
  parameters: Record<string, string>;
}

export interface Contract {
  validator: ContractValidator;
  operations: KitOperation[];
  version: string;
}

type Node = Record<string, unknown>;

/** The contract, parsed once, as the strict validator and as the list of operations the kit walks. */
export function loadContract(path = CONTRACT_PATH): Contract {
  const document = parse(readFileSync(path, 'utf8')) as Node;
  const validator = createContractValidator({
    document,
    Ajv2020: Ajv2020 as never,
    addFormats: addFormats as never,
  });
  const operations = validator.operations.map((entry) => kitOperation(validator, entry));
  const info = document.info as { version?: string } | undefined;
  return { validator, operations, version: info?.version ?? 'unknown' };
}

function kitOperation(
  validator: ContractValidator,
  entry: ContractValidator['operations'][number],
): KitOperation {
  const pathItem = validator.document.paths[entry.template] as Node;
  const shared = (pathItem.parameters as Node[] | undefined) ?? [];
  const own = (entry.operation.parameters as Node[] | undefined) ?? [];
  const parameters = [...shared, ...own].map((p) => kitParameter(validator, p));
  const security = entry.operation.security as unknown[] | undefined;
  const tags = entry.operation.tags as string[] | undefined;
  return {
    operationId: entry.operationId,
    method: entry.method.toUpperCase(),
    template: entry.template,
    tag: tags?.[0] ?? 'other',
    safe: SAFE_METHODS.has(entry.method.toUpperCase()),
    authenticated: !(Array.isArray(security) && security.length === 0),
    parameters,
    statuses: Object.keys((entry.operation.responses as Node | undefined) ?? {}),
    links: linksOf(validator, entry.operation),
  };
}

function kitParameter(validator: ContractValidator, node: Node): KitParameter {
  const parameter = validator.resolve(node) as Node;
  const declared = (parameter.schema as Node | undefined) ?? {};
  const schema = validator.resolve(declared) as Node;
  // A ref type ('#/components/schemas/PaymentRef'), a download link's token or a letter's reference names
  // something the bank made: found, never made up.
  const isRefType = typeof declared.$ref === 'string' && /(Ref|Token|Reference)$/.test(declared.$ref);
  const pattern = isRefType && typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
  return {
    name: String(parameter.name),
    in: parameter.in as KitParameter['in'],
    required: parameter.required === true,
    schema,
    pattern,
    example:
      parameter.example ?? sample(schema as never, { skipReadOnly: true, quiet: true }, validator.document),
  };
}

function linksOf(validator: ContractValidator, operation: Node): KitLink[] {
  const responses = (operation.responses as Node | undefined) ?? {};
  return Object.entries(responses).flatMap(([status, node]) => {
    const response = validator.resolve(node) as Node;
    return Object.entries((response.links as Node | undefined) ?? {}).map(([name, linkNode]) => {
      const link = validator.resolve(linkNode) as Node;
      return {
        name,
        status,
        operationId: String(link.operationId),
        parameters: Object.fromEntries(
          Object.entries((link.parameters as Node | undefined) ?? {}).map(([k, v]) => [k, String(v)]),
        ),
      };
    });
  });
}
