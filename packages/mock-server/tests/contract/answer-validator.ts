import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  type ContractFinding,
  type ContractValidator,
  createContractValidator,
  describeFinding,
} from '../../../../openapi/contract-validator.mjs';
import { loadSpec } from '../../src/http/spec.js';

export type { ContractFinding };

let shared: ContractValidator | null = null;

/** The contract as a strict Ajv 2020 validator, made once per process (its schemas compile on first use). */
export function answerValidator(): ContractValidator {
  shared ??= createContractValidator({ document: loadSpec(), Ajv2020, addFormats });
  return shared;
}

/** An answer of the mock bank that breaks the contract, with every finding on its own line. */
export class ContractBreach extends Error {
  constructor(
    readonly request: string,
    readonly findings: ContractFinding[],
  ) {
    super(
      `The answer to ${request} breaks openapi/openapi.yaml (strict JSON Schema 2020-12):\n` +
        findings.map((f) => `  ${describeFinding(f)}`).join('\n'),
    );
    this.name = 'ContractBreach';
  }
}
