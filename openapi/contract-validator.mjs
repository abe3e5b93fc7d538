// The contract as a strict JSON Schema 2020-12 validator (Ajv 2020 in strict mode): which operation a request
// is, whether its answer's status and content type are declared for it, and whether the body is valid; and any
// value against any schema of the document (its examples). Shared by the mock bank's tests
// (packages/mock-server/src/contract/answer-validator.ts) and the journeys' Prism front
// (scripts/prism/prism-front.mjs). It imports no package: each caller hands it the Ajv it depends on.

/** The document's own id, so `#/components/...` refs resolve inside it wherever a schema is compiled. */
const CONTRACT_ID = 'https://contract.portal.test/openapi.json';

// The OpenAPI 3.1 dialect's annotation keywords and the document's own fields are registered as keywords
// without validation, so strict mode refuses every other unknown keyword (a typo such as `additionalProperty`).
const OAS_KEYWORDS = ['discriminator', 'example', 'externalDocs', 'xml'];
const DOCUMENT_FIELDS = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The object at a local `#/…` pointer of the document. */
function atPointer(document, pointer) {
  let node = document;
  for (const part of pointer.replace(/^#\/?/, '').split('/')) {
    if (part === '') continue;
    node = node?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  if (node === undefined) throw new Error(`the contract has nothing at ${pointer}`);
  return node;
}

const escapeToken = (key) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

/** Every object of the document by identity → its pointer (an Ajv error's parentSchema is one of them). */
function pointersOf(document) {
  const where = new WeakMap();
  const walk = (node, pointer) => {
    if (node === null || typeof node !== 'object' || where.has(node)) return;
    where.set(node, pointer);
    for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${escapeToken(key)}`);
  };
  walk(document, '#');
  return where;
}

/** The `x-` extension names used anywhere in the document (each is an annotation keyword to Ajv). */
function extensionNames(document) {
  const names = new Set();
  const walk = (node) => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-')) names.add(key);
      walk(value);
    }
  };
  walk(document);
  return [...names];
}

/** Follows `$ref`s of non-schema objects (responses, parameters, examples) to their target. */
function deref(document, node) {
  let current = node;
  for (let hops = 0; current && typeof current.$ref === 'string'; hops++) {
    if (hops > 10) throw new Error(`$ref loop at ${current.$ref}`);
    current = atPointer(document, current.$ref);
  }
  return current;
}

/** A path template's segments: a literal string, or null for a `{parameter}`. */
const segmentsOf = (template) =>
  template
    .split('/')
    .slice(1)
    .map((s) => (/^\{[^}]+\}$/.test(s) ? null : s));

/** Media type `type/subtype` without parameters, lower case. */
const mediaType = (contentType) => (contentType ?? '').split(';')[0].trim().toLowerCase();
const isJson = (type) => type === 'application/json' || type.endsWith('+json');

/**
 * @param {{ document: object, Ajv2020: new (options: object) => any, addFormats: (ajv: any) => unknown,
 *   basePath?: string }} options
 */
export function createContractValidator({ document, Ajv2020, addFormats, basePath = '/api/v1' }) {
  const root = structuredClone(document);
  root.$id = CONTRACT_ID;
  const where = pointersOf(root);
  const ajv = new Ajv2020({
    strict: true,
    // `type: [string, 'null']` is how 3.1 spells nullable; strict mode wants union types allowed by name.
    allowUnionTypes: true,
    allErrors: true,
    // parentSchema on each error: mapped back to its pointer in the document for the report.
    verbose: true,
  });
  addFormats(ajv);
  ajv.addVocabulary([...OAS_KEYWORDS, ...DOCUMENT_FIELDS, ...extensionNames(root)]);
  ajv.addSchema(root);

  const compiled = new Map();
  /** The compiled validator of the schema at `pointer` (compiled once, on first use). */
  function validatorAt(pointer) {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${CONTRACT_ID}${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  }

  /** Ajv's errors for `value` against the schema at `pointer`, each with the pointer of the keyword it broke. */
  function schemaErrors(pointer, value) {
    const validate = validatorAt(pointer);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => {
      const parent = error.parentSchema && where.get(error.parentSchema);
      return {
        instancePath: error.instancePath || '/',
        schemaPath: parent ? `${parent}/${error.keyword}` : error.schemaPath,
        message: `${error.message}${paramsText(error)}`,
      };
    });
  }

  const operations = [];
  for (const [template, item] of Object.entries(root.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        operationId: operation.operationId ?? `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        segments: segmentsOf(template),
        pointer: `#/paths/${escapeToken(template)}/${method}`,
        operation,
      });
    }
  }

  /**
   * The template a concrete path (with or without the base path and query) matches: a literal segment wins
   * over a parameter, left to right, as OpenAPI and the bank's router both match. Null when none does.
   */
  function templateOf(path) {
    const bare = path.split('?')[0];
    const local = bare.startsWith(`${basePath}/`) ? bare.slice(basePath.length) : bare;
    const parts = local.split('/').slice(1);
    let best = null;
    for (const candidate of operations) {
      const { segments } = candidate;
      if (segments.length !== parts.length) continue;
      if (!segments.every((s, i) => s === null || s === parts[i])) continue;
      if (!best || moreLiteral(segments, best.segments)) best = candidate;
    }
    return best?.template ?? null;
  }

  /** The operation a request is, or null when the contract has no such method on such a path. */
  function operationOf(method, path) {
    const template = templateOf(path);
    if (template === null) return null;
    return operations.find((o) => o.template === template && o.method === method.toUpperCase()) ?? null;
  }

  /**
   * What is wrong with an answer: its status not declared for the operation, a content type it does not
   * declare, or a body its schema refuses. An answer to a request the contract has no operation for (an
   * unknown route, a wrong method) must still be an error in the contract's shape. `body` is the raw text.
   */
  function checkAnswer({ method, path, status, contentType, body }) {
    const op = operationOf(method, path);
    const text = body ?? '';
    const type = mediaType(contentType);
    if (!op) {
      const name = `${method.toUpperCase()} ${path.split('?')[0]} (no operation)`;
      const found = [];
      if (status < 400)
        found.push(finding(name, status, `a ${status} to a request the contract does not declare`));
      found.push(...bodyFindings(name, status, type, text, '#/components/schemas/ErrorResponse'));
      return found;
    }
    const responses = op.operation.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) {
      const declared = Object.keys(responses).join(', ');
      return [finding(op.operationId, status, `status ${status} is not declared (declared: ${declared})`)];
    }
    const response = deref(root, responses[key]);
    const content = response.content;
    if (!content) {
      return text === ''
        ? []
        : [finding(op.operationId, status, `a body where the contract declares none: ${text.slice(0, 120)}`)];
    }
    const declaredType = Object.keys(content).find((t) => t.toLowerCase() === type);
    if (!declaredType) {
      const declared = Object.keys(content).join(', ');
      return [
        finding(op.operationId, status, `content type '${type}' is not declared (declared: ${declared})`),
      ];
    }
    // A file (PDF, CSV, XML, text) is a string of bytes to the contract: its type is all there is to check.
    if (!content[declaredType].schema || !isJson(type)) return [];
    const pointer = `${where.get(content[declaredType])}/schema`;
    return bodyFindings(op.operationId, status, type, text, pointer);
  }

  function bodyFindings(operation, status, type, text, pointer) {
    if (!isJson(type)) return [finding(operation, status, `content type '${type}' is not JSON`)];
    let value;
    try {
      value = JSON.parse(text);
    } catch {
      return [finding(operation, status, `the body is not JSON: ${text.slice(0, 120)}`)];
    }
    return schemaErrors(pointer, value).map((e) => ({ operation, status, ...e }));
  }

  return {
    document: root,
    operations,
    operationOf,
    checkAnswer,
    schemaErrors,
    /** Compiles the schema at `pointer` now (strict mode refuses a faulty schema here, not at first use). */
    compile: (pointer) => {
      validatorAt(pointer);
    },
    resolve: (node) => deref(root, node),
    pointerOf: (node) => where.get(node),
  };
}

/** A one-line report of a finding: operation, status, where in the body, and the keyword of the contract. */
export function describeFinding(f) {
  const at = f.instancePath ? ` at ${f.instancePath}` : '';
  const schema = f.schemaPath ? ` (${f.schemaPath})` : '';
  return `${f.operation} → ${f.status}${at}: ${f.message}${schema}`;
}

function finding(operation, status, message) {
  return { operation, status, message };
}

/** The part of Ajv's params its message leaves out (which property was extra, which value was allowed). */
function paramsText(error) {
  const p = error.params ?? {};
  if (p.additionalProperty !== undefined) return `: '${p.additionalProperty}'`;
  if (p.unevaluatedProperty !== undefined) return `: '${p.unevaluatedProperty}'`;
  if (p.allowedValues !== undefined) return `: ${JSON.stringify(p.allowedValues)}`;
  return '';
}

/** True when template `a` has a literal where `b` has a parameter first, reading left to right. */
function moreLiteral(a, b) {
  for (let i = 0; i < a.length; i++) {
    if ((a[i] === null) !== (b[i] === null)) return a[i] !== null;
  }
  return false;
}
