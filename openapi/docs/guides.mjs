// The guides of the published API reference, written from the contract's own data at build time so they never
// drift from it: the sign-in walk-through (docs/sign-in.md, whose operation names are checked against the
// contract), the operations that take an Idempotency-Key, the stricter rate limits, the error codes and the
// roles-and-permissions matrix (`x-role-permissions` and each operation's `x-permission`).

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** The slug Redoc gives a tag's page and an operation under it (`#/auth/login`). */
const slug = (text) => String(text).toLowerCase().replace(/\s+/g, '-');

/** Every operation of the contract, in the document's order, with what the guides need of it. */
export function operationsOf(document) {
  const out = [];
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation?.operationId) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
        resolve(document, p),
      );
      out.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? operation.operationId,
        tag: operation.tags?.[0] ?? 'other',
        permission: operation['x-permission'],
        description: operation.description ?? '',
        responses: operation.responses ?? {},
        parameters,
      });
    }
  return out;
}

/** The object a local `#/…` `$ref` names (or the object itself). */
export function resolve(document, node) {
  let current = node;
  for (let hops = 0; current && typeof current.$ref === 'string'; hops++) {
    if (hops > 20 || !current.$ref.startsWith('#/')) throw new Error(`cannot resolve ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((at, part) => at?.[part.replaceAll('~1', '/').replaceAll('~0', '~')], document);
    if (current === undefined) throw new Error(`the contract has nothing at ${node.$ref}`);
  }
  return current;
}

/** Where an operation is in the reference. */
const operationHref = (operation) => `#/${slug(operation.tag)}/${operation.id.toLowerCase()}`;

/** A link to an operation, by its method and path as the contract spells them. */
export function operationLink(operation) {
  return `[\`${operation.method} ${operation.path}\`](${operationHref(operation)})`;
}

/** A short link to an operation, by its operationId: what the lists and tables name it by, narrow on a phone. */
function operationRef(operation) {
  return `[\`${operation.id}\`](${operationHref(operation)})`;
}

/** A Markdown table cell: one line, no pipe that would end the cell. */
const cell = (text) => String(text).replace(/\s+/g, ' ').replaceAll('|', '\\|').trim();

function table(header, rows) {
  return [
    `| ${header.map(cell).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/**
 * The hand-written sign-in walk-through with each `{{operation:<operationId>}}` replaced by a link to that
 * operation; an operationId the contract does not have fails the build.
 */
export function signInGuide(template, operations) {
  const byId = new Map(operations.map((o) => [o.id, o]));
  return template.replace(/\{\{operation:([A-Za-z0-9]+)\}\}/g, (_match, id) => {
    const operation = byId.get(id);
    if (!operation) throw new Error(`docs/sign-in.md names ${id}, which the contract does not have`);
    return `${operationLink(operation)} (\`${id}\`)`;
  });
}

/** The operations that require the Idempotency-Key header. */
export function idempotencyGuide(operations) {
  const rows = operations
    .filter((o) => o.parameters.some((p) => p?.in === 'header' && p.name === 'Idempotency-Key' && p.required))
    .map((o) => `- ${operationRef(o)}: ${cell(o.summary)}.`);
  if (rows.length === 0) return '';
  return [
    'These operations require an `Idempotency-Key` (a new UUID per intended action; send the same key again',
    'only to retry that action):',
    '',
    ...rows,
  ].join('\n');
}

/** Sentences of a description, on one line each. */
function sentences(text) {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.)])\s+(?=[A-Z0-9*`])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Drops parentheses a clause cut out of a longer sentence leaves unbalanced, and ends it with a full stop. */
function tidyClause(clause) {
  let text = clause.replace(/^(and|or|but)\s+/i, '').trim();
  while ((text.match(/\)/g) ?? []).length > (text.match(/\(/g) ?? []).length)
    text = text.replace(/\)(?!.*\))/, '');
  text = text.replace(/[\s,;:]+$/, '').replace(/\.+$/, '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The operations whose description states a limit stricter than the general one (their 429 clauses). */
export function rateLimitGuide(operations) {
  const rows = [];
  for (const o of operations) {
    const clauses = sentences(o.description)
      .filter((s) => /\b429\b/.test(s))
      .flatMap((s) => s.split(/;\s+|,\s+(?=and\s)/))
      .filter((c) => /\b429\b|Limited to/.test(c))
      .map(tidyClause);
    if (clauses.length > 0) rows.push(`- ${operationRef(o)}: ${cell(clauses.join(' '))}`);
  }
  if (rows.length === 0) return '';
  return [
    'Limits stricter than the general one, as each operation states them (each answers 429 with `Retry-After`',
    'when reached):',
    '',
    ...rows,
  ].join('\n');
}

/** Every example body of a response object (its `example` and each of its `examples`). */
function exampleBodies(document, response) {
  const bodies = [];
  for (const media of Object.values(response?.content ?? {})) {
    if ('example' in media) bodies.push(media.example);
    for (const example of Object.values(media.examples ?? {})) {
      const resolved = resolve(document, example);
      if (resolved && 'value' in resolved) bodies.push(resolved.value);
    }
  }
  return bodies;
}

/** Splits a sentence at `;` and at commas outside parentheses. */
function clauses(sentence) {
  const out = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < sentence.length; i++) {
    const char = sentence[i];
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (char === ';' || (char === ',' && sentence[i + 1] === ' '))) {
      out.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  return [...out, current].map((c) => c.trim()).filter(Boolean);
}

/** The sentence of a description that names a code, or only its clause that does when the sentence is long. */
function clauseNaming(text, code) {
  const sentence = sentences(text).find((s) => s.includes(`\`${code}\``));
  if (!sentence || sentence.length <= 220) return sentence;
  const clause = clauses(sentence).find((c) => c.includes(`\`${code}\``));
  return clause ? tidyClause(clause) : undefined;
}

/** Property names of every schema: a backticked name in a description that is one of them is no code. */
function propertyNames(node, names = new Set()) {
  if (!node || typeof node !== 'object') return names;
  if (node.properties && typeof node.properties === 'object')
    for (const name of Object.keys(node.properties)) names.add(name);
  for (const value of Object.values(node)) propertyNames(value, names);
  return names;
}

/**
 * The machine-readable `code`s of error answers, with their statuses, what they mean (an example message, or
 * the clause of the description that names them) and where the contract states them: the examples of every
 * 4xx/5xx response, the codes those responses' descriptions name, the "status `code`" pairs of operation
 * descriptions, and the codes `ErrorResponse.code` lists.
 */
export function errorCodes(document, operations) {
  const codes = new Map();
  const properties = propertyNames(document);
  const note = (code, { status, message, meaning, operationId, shared } = {}) => {
    const entry = codes.get(code) ?? {
      code,
      statuses: new Set(),
      messages: [],
      meanings: [],
      operations: new Set(),
      shared: new Set(),
    };
    if (status) entry.statuses.add(status);
    if (message && !entry.messages.includes(message)) entry.messages.push(message);
    if (meaning && !entry.meanings.includes(meaning)) entry.meanings.push(meaning);
    if (shared) entry.shared.add(shared);
    else if (operationId) entry.operations.add(operationId);
    codes.set(code, entry);
  };
  for (const o of operations) {
    const text = o.description.replace(/\s+/g, ' ');
    for (const [, status, code] of text.matchAll(/\b([45]\d\d) `([a-z][a-z0-9_]*)`/g))
      note(code, { status, operationId: o.id, meaning: clauseNaming(text, code) });
    for (const [status, raw] of Object.entries(o.responses)) {
      if (!/^[45]\d\d$/.test(status)) continue;
      const response = resolve(document, raw);
      const shared = raw?.$ref?.startsWith('#/components/responses/') ? raw.$ref.split('/').pop() : undefined;
      const where = { status, operationId: o.id, shared };
      for (const body of exampleBodies(document, response))
        if (typeof body?.code === 'string') note(body.code, { ...where, message: body.message });
      const described = String(response?.description ?? '').replace(/\s+/g, ' ');
      for (const [, code] of described.matchAll(/`([a-z][a-z0-9]*_[a-z0-9_]+)`/g))
        if (!properties.has(code)) note(code, { ...where, meaning: clauseNaming(described, code) });
    }
  }
  const listed = resolve(document, { $ref: '#/components/schemas/ErrorResponse' })?.properties?.code;
  for (const [, code] of String(listed?.description ?? '').matchAll(/`([a-z][a-z0-9_]*)`/g))
    if (!codes.has(code)) note(code);
  return [...codes.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/** Where a code is stated: its operations (the first few, linked) and the shared answers that carry it. */
function statedIn(entry, byId) {
  const ids = [...entry.operations].map((id) => (byId.has(id) ? operationRef(byId.get(id)) : `\`${id}\``));
  const parts = ids.length > 3 ? [...ids.slice(0, 3), `${ids.length - 3} more`] : ids;
  for (const name of entry.shared) parts.push(`the shared \`${name}\` answer`);
  return parts.join(', ') || '—';
}

/**
 * The error codes and the shared error answers, as lists rather than tables: each meaning is a sentence, which a
 * phone reads down the page instead of across a wide table.
 */
export function errorGuide(document, operations) {
  const byId = new Map(operations.map((o) => [o.id, o]));
  const codes = errorCodes(document, operations).map((e) => {
    const statuses = [...e.statuses].sort().join(', ');
    const meaning = e.messages[0] ? `"${cell(e.messages[0])}"` : cell(e.meanings[0] ?? '');
    const where = statedIn(e, byId);
    return `- **\`${e.code}\`**${statuses ? ` (${statuses})` : ''}: ${meaning || 'see the operations that answer it.'}${where === '—' ? '' : ` Stated in ${where}.`}`;
  });
  const statuses = Object.entries(document.components?.responses ?? {})
    .map(([name, response]) => {
      const used = new Set();
      for (const o of operations)
        for (const [status, raw] of Object.entries(o.responses))
          if (raw?.$ref === `#/components/responses/${name}`) used.add(status);
      return {
        status: [...used].sort().join(', '),
        name,
        meaning: sentences(response.description ?? '')[0] ?? '',
      };
    })
    .filter(({ status }) => /^[45]/.test(status))
    .sort((a, b) => a.status.localeCompare(b.status))
    .map(({ status, name, meaning }) => `- **${status}** \`${name}\`: ${cell(meaning)}`);
  return [
    'Every 4xx and 5xx answer is an `ErrorResponse`: `message` is safe to show, `errors` holds the field errors,',
    'and `code` says why in a form a client can branch on. The codes the contract states, with their status, what',
    'they mean (an example of the message where the contract has one) and where the contract states them:',
    '',
    ...codes,
    '',
    'The shared answers behind these statuses:',
    '',
    ...statuses,
  ].join('\n');
}

/** The `x-role-permissions` matrix as a table, and which operations need each permission (`x-permission`). */
export function permissionsGuide(document, operations) {
  const matrix = document['x-role-permissions'];
  if (!matrix || typeof matrix !== 'object') throw new Error('the contract has no x-role-permissions matrix');
  const roles = Object.keys(matrix);
  const declared = resolve(document, { $ref: '#/components/schemas/Permission' })?.enum ?? [];
  const permissions = [...new Set([...declared, ...roles.flatMap((role) => matrix[role])])];
  for (const o of operations)
    if (o.permission && !permissions.includes(o.permission))
      throw new Error(`${o.id} needs ${o.permission}, which x-role-permissions does not list`);
  const held = permissions.map((permission) => [
    `\`${permission}\``,
    ...roles.map((role) => (matrix[role].includes(permission) ? '✓' : '—')),
  ]);
  const needing = permissions.map((permission) => {
    const ops = operations.filter((o) => o.permission === permission).map((o) => `\`${o.id}\``);
    return [`\`${permission}\``, ops.length ? ops.join(', ') : '—'];
  });
  const inWords = roles.map((role) => {
    const missing = permissions.filter((p) => !matrix[role].includes(p));
    const what =
      missing.length === 0
        ? 'every permission'
        : missing.length <= 3
          ? `every permission but ${missing.map((p) => `\`${p}\``).join(', ')}`
          : matrix[role].map((p) => `\`${p}\``).join(', ');
    return `- **${role}**: ${what}.`;
  });
  const open = operations.filter((o) => !o.permission).length;
  return [
    'A user holds one role in each organization account they belong to. Every operation under',
    '`/accounts/{account}` names the permission it needs (`x-permission`); a role without it answers 403',
    '`forbidden`, and an account the user does not belong to answers 404. The matrix (`x-role-permissions`):',
    '',
    table(['Permission', ...roles], held),
    '',
    'Role by role:',
    '',
    ...inWords,
    '',
    'The operations each permission opens:',
    '',
    table(['Permission', 'Operations'], needing),
    '',
    `The other ${open} operations (sign-in, the user's own profile, reference data) need no role: only a`,
    'signed-in user, or nothing at all for the public ones.',
  ].join('\n');
}

/**
 * Inserts `text` at the end of the `## heading` section of a Markdown description (before the next `## `),
 * or adds the section at the end when the description has none.
 */
export function addToSection(description, heading, text) {
  if (!text) return description;
  const lines = description.replace(/\s+$/, '').split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start === -1) return `${lines.join('\n')}\n\n## ${heading}\n\n${text}\n`;
  let end = lines.findIndex((line, i) => i > start && /^##\s/.test(line));
  if (end === -1) end = lines.length;
  const before = lines.slice(0, end).join('\n').replace(/\s+$/, '');
  const after = lines.slice(end).join('\n');
  return `${before}\n\n${text}\n${after ? `\n${after}\n` : ''}`;
}

/** The contract's `info.description` with the guides added: what the published reference shows first. */
export function describeWithGuides(document, signInTemplate) {
  const operations = operationsOf(document);
  let description = document.info?.description ?? '';
  description = addToSection(
    description,
    'Signing in, step by step',
    signInGuide(signInTemplate, operations),
  );
  description = addToSection(description, 'Idempotency', idempotencyGuide(operations));
  description = addToSection(description, 'Rate limits', rateLimitGuide(operations));
  description = addToSection(description, 'Errors and their codes', errorGuide(document, operations));
  description = addToSection(description, 'Roles and permissions', permissionsGuide(document, operations));
  return description;
}
