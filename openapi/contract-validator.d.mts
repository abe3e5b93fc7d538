/** What an answer or a value breaks: the operation, the status, where in the body and which keyword. */
export interface ContractFinding {
  /** The operationId, or `METHOD /path (no operation)` for a request the contract does not declare. */
  operation: string;
  status: number;
  message: string;
  /** JSON pointer into the body ('/' for the whole body); absent for a status or content-type finding. */
  instancePath?: string;
  /** The broken keyword's pointer into the contract, e.g. `#/components/schemas/Payment/required`. */
  schemaPath?: string;
}

export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  message: string;
}

export interface ContractAnswer {
  method: string;
  /** The request path, with or without the base path and query string. */
  path: string;
  status: number;
  contentType: string | undefined;
  /** The raw body text ('' for none). */
  body: string;
}

export interface ContractOperationEntry {
  operationId: string;
  method: string;
  template: string;
  /** `#/paths/…/<method>` */
  pointer: string;
  operation: Record<string, unknown>;
}

export interface ContractValidator {
  /** The parsed contract the validator uses (a copy, with its own `$id`). */
  document: Record<string, unknown> & {
    paths: Record<string, Record<string, unknown>>;
    components: Record<string, Record<string, unknown>>;
  };
  operations: ContractOperationEntry[];
  operationOf(method: string, path: string): ContractOperationEntry | null;
  checkAnswer(answer: ContractAnswer): ContractFinding[];
  /** Errors of `value` against the schema at a `#/…` pointer of the document. */
  schemaErrors(pointer: string, value: unknown): SchemaError[];
  /** Compiles the schema at a pointer now; strict mode throws here for a faulty schema. */
  compile(pointer: string): void;
  /** Follows the `$ref`s of a non-schema object (response, parameter, example) to its target. */
  resolve<T>(node: T): T;
  /** The `#/…` pointer of an object of `document`. */
  pointerOf(node: object): string | undefined;
}

/** What the validator uses of an Ajv 2020 instance (typed structurally: this package depends on no Ajv). */
export interface AjvInstance {
  addSchema(schema: object): unknown;
  addVocabulary(keywords: string[]): unknown;
  compile(schema: object): unknown;
}

/** The Ajv 2020 class and ajv-formats, as each caller's own dependencies hand them in. */
export function createContractValidator(options: {
  document: unknown;
  Ajv2020: new (options: Record<string, unknown>) => AjvInstance;
  addFormats: (ajv: never) => unknown;
  basePath?: string;
}): ContractValidator;

export function describeFinding(finding: ContractFinding): string;
