// The changes between two versions of the contract, each classified breaking or non-breaking and named by the
// operation and the place in it a client sees (`GET /accounts/{account}/payments response 200 data[].status`).
//
// The differ is api-smart-diff. Measured on this contract with planted edits, it finds removed operations,
// removed required response fields, new required parameters and request fields, and narrowed request enums,
// but it classifies four kinds of break as non-breaking; the narrow checks below correct exactly those:
// - a response field whose type changes (integer → string, string → string | null): the differ reverses its
//   request rule for answers and calls every type replacement there non-breaking;
// - an optional response field removed: a client that shows it when present loses it for good (every answer
//   schema is closed, so the bank can no longer send it);
// - a new required request field that has a `default`, or whose property is declared in an `allOf` part: the
//   differ calls the first non-breaking and fails on the second ("Classification Rule error … reading
//   'default'", left unclassified), but the bank, Prism and the strict validator refuse a body without it;
// - a field removed from a closed request schema (`additionalProperties: false`, as every schema of the
//   contract is): a client that still sends it is answered 400.
import { apiCompare } from 'api-smart-diff';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const BREAKING = 'breaking';
const NON_BREAKING = 'non-breaking';
/** Keywords that only document: their change is named, not quoted. */
const ANNOTATIONS = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  '$comment',
]);

/** Reads a local JSON pointer (`#/components/schemas/Payment`) in a document. */
function atPointer(doc, ref) {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  let node = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = node[key];
  }
  return node;
}

/** A node with its `$ref` chain followed (siblings of a `$ref` win over the target's own keys). */
function resolved(doc, node, seen = new Set()) {
  if (node === null || typeof node !== 'object' || typeof node.$ref !== 'string' || seen.has(node.$ref)) {
    return node;
  }
  seen.add(node.$ref);
  const { $ref, ...siblings } = node;
  const target = resolved(doc, atPointer(doc, $ref), seen);
  if (target === null || typeof target !== 'object') return node;
  return Object.keys(siblings).length > 0 ? { ...target, ...siblings } : target;
}

/**
 * A canonical text of a node: keys sorted, and with a document given, every `$ref` replaced by what it points
 * at (memoised per ref; a ref met again inside itself stays a ref). Two nodes with the same text mean the same.
 */
export function canonical(node, doc = undefined, memo = new Map(), open = new Set()) {
  if (node === null || typeof node !== 'object') return JSON.stringify(node) ?? 'null';
  if (Array.isArray(node)) return `[${node.map((item) => canonical(item, doc, memo, open)).join(',')}]`;
  const keys = Object.keys(node).sort();
  let refText = '';
  if (doc && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
    const ref = node.$ref;
    if (!memo.has(ref) && !open.has(ref)) {
      open.add(ref);
      memo.set(ref, canonical(atPointer(doc, ref), doc, memo, open));
      open.delete(ref);
    }
    refText = memo.get(ref) ?? JSON.stringify(ref);
  }
  const body = keys
    .filter((key) => !(refText && key === '$ref'))
    .map((key) => `${JSON.stringify(key)}:${canonical(node[key], doc, memo, open)}`);
  return refText ? `{"$ref=":${refText}${body.length ? `,${body.join(',')}` : ''}}` : `{${body.join(',')}}`;
}

/** The operation texts of the documents seen, by document (a document is never changed once parsed). */
const textsOf = new WeakMap();

/** Every `METHOD path` of a document with the canonical text of the operation and its path's parameters. */
function operationTexts(doc) {
  if (textsOf.has(doc)) return textsOf.get(doc);
  const memo = new Map();
  const texts = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (item === null || typeof item !== 'object') continue;
    const pathParameters = canonical(item.parameters ?? [], doc, memo);
    for (const method of METHODS) {
      if (item[method])
        texts.set(`${method} ${path}`, `${pathParameters}|${canonical(item[method], doc, memo)}`);
    }
  }
  textsOf.set(doc, texts);
  return texts;
}

/** The names of the components that the given nodes reach through `$ref`, directly or not. */
function reachableRefs(doc, roots) {
  const refs = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/') && !refs.has(node.$ref)) {
      refs.add(node.$ref);
      stack.push(atPointer(doc, node.$ref));
    }
    for (const value of Object.values(node))
      if (value !== null && typeof value === 'object') stack.push(value);
  }
  return refs;
}

/** The document with only the given operations and the components they reach (security schemes all kept). */
function pruned(doc, keep) {
  const paths = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (!item?.[method] || !keep.has(`${method} ${path}`)) continue;
      paths[path] ??= item.parameters ? { parameters: item.parameters } : {};
      paths[path][method] = item[method];
    }
  }
  const { paths: _paths, components: _components, ...rest } = doc;
  const components = {};
  if (doc.components?.securitySchemes) components.securitySchemes = doc.components.securitySchemes;
  for (const ref of reachableRefs(doc, [paths, rest])) {
    const [, section, name] = ref.match(/^#\/components\/([^/]+)\/([^/]+)/) ?? [];
    const value = section
      ? doc.components?.[section]?.[name.replaceAll('~1', '/').replaceAll('~0', '~')]
      : undefined;
    if (value === undefined) continue;
    components[section] ??= {};
    components[section][name.replaceAll('~1', '/').replaceAll('~0', '~')] = value;
  }
  return structuredClone({ ...rest, paths, components });
}

/** A value as the summary shows it: strings quoted, long values cut. */
function shown(value) {
  if (value === undefined) return 'nothing';
  const text = typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** The types a schema's `type` allows, or null for any (`integer` counts as a `number`). */
function typeSet(type) {
  if (type === undefined) return null;
  return new Set(Array.isArray(type) ? type : [type]);
}

function typesWithin(inner, outer) {
  if (outer === null) return true;
  if (inner === null) return false;
  return [...inner].every((type) => outer.has(type) || (type === 'integer' && outer.has('number')));
}

/** The readable place of a schema path (`data[].status`) and what the rest of the path names. */
function schemaPlace(segments) {
  let place = '';
  let index = 0;
  while (index < segments.length) {
    const key = segments[index];
    const next = segments[index + 1];
    if (key === 'properties' && next !== undefined && index + 2 < segments.length) {
      place += place ? `.${next}` : String(next);
      index += 2;
    } else if (key === 'items' && index + 1 < segments.length) {
      place += '[]';
      index += 1;
    } else if (key === 'additionalProperties' && index + 1 < segments.length) {
      place += '{*}';
      index += 1;
    } else if (['allOf', 'oneOf', 'anyOf', 'prefixItems'].includes(key) && index + 2 < segments.length) {
      index += 2;
    } else break;
  }
  return { place, rest: segments.slice(index) };
}

/** What a change of a schema keyword does, in words. */
function schemaChange(rest, diff) {
  const [key, detail] = rest;
  const { action, before, after } = diff;
  if (key === 'properties' && detail !== undefined && rest.length === 2) {
    return action === 'add'
      ? `field added '${detail}'`
      : action === 'remove'
        ? `field removed '${detail}'`
        : '';
  }
  if (key === 'required' && rest.length === 2) {
    if (action === 'add') return `field '${after}' now required`;
    if (action === 'remove') return `field '${before}' no longer required`;
    return `field '${after}' now required instead of '${before}'`;
  }
  if (key === 'enum' && rest.length === 2) {
    if (action === 'add') return `enum value added ${shown(after)}`;
    if (action === 'remove') return `enum value removed ${shown(before)}`;
    return `enum value ${shown(before)} replaced by ${shown(after)}`;
  }
  if (key === 'type' && rest.length === 1) {
    const types = (value) => (value === undefined ? 'any' : [value].flat().join(' | '));
    return `type changed ${types(before)} → ${types(after)}`;
  }
  const name = rest.join('.') || 'schema';
  if (ANNOTATIONS.has(key))
    return `${name} ${action === 'add' ? 'added' : action === 'remove' ? 'removed' : 'changed'}`;
  if (action === 'add') return `${name} added ${shown(after)}`;
  if (action === 'remove') return `${name} removed (was ${shown(before)})`;
  return `${name} changed ${shown(before)} → ${shown(after)}`;
}

/**
 * The parameter a diff of an operation's parameter list is about: the added or removed one itself, else the
 * one at that index of the old operation (the differ lists the operation's parameters, then its path's).
 */
function parameterOf(diff, oldDoc, newDoc, path, method, index, whole) {
  if (whole && diff.action === 'add') return resolved(newDoc, diff.after);
  if (whole && diff.action === 'remove') return resolved(oldDoc, diff.before);
  for (const doc of [oldDoc, newDoc]) {
    const item = doc?.paths?.[path];
    const list = [...(item?.[method]?.parameters ?? []), ...(item?.parameters ?? [])];
    if (list[index]) return resolved(doc, list[index]);
  }
  return undefined;
}

/** A diff of the differ, as the operation, the place in it and the change, in words. */
function describe(diff, oldDoc, newDoc) {
  const [root, path, method, ...rest] = diff.path.map(String);
  if (root !== 'paths') {
    const where = diff.path.join('.');
    const { action, before, after } = diff;
    const what = ANNOTATIONS.has(String(diff.path.at(-1)))
      ? `${action === 'add' ? 'added' : action === 'remove' ? 'removed' : 'changed'}`
      : action === 'add'
        ? `added ${shown(after)}`
        : action === 'remove'
          ? `removed (was ${shown(before)})`
          : `changed ${shown(before)} → ${shown(after)}`;
    return { operation: 'document', where, what, side: 'document' };
  }
  if (method === undefined) {
    return {
      operation: `path ${path}`,
      where: '',
      what: diff.action === 'add' ? 'added' : 'removed',
      side: 'request',
    };
  }
  const operation = `${method.toUpperCase()} ${path}`;
  if (rest.length === 0) {
    return {
      operation,
      where: '',
      what: diff.action === 'add' ? 'operation added' : 'operation removed',
      side: 'request',
    };
  }
  const [section, ...tail] = rest;
  if (section === 'parameters' && tail.length >= 1) {
    const parameter = parameterOf(diff, oldDoc, newDoc, path, method, Number(tail[0]), tail.length === 1);
    const name = parameter ? `${parameter.in} parameter '${parameter.name}'` : `parameter #${tail[0]}`;
    if (tail.length === 1) {
      const required = parameter?.required ? 'required ' : 'optional ';
      return {
        operation,
        where: '',
        what: `${required}${name} ${diff.action === 'add' ? 'added' : 'removed'}`,
        side: 'request',
      };
    }
    if (tail[1] === 'schema') {
      const { place, rest: keyword } = schemaPlace(tail.slice(2));
      return {
        operation,
        where: place ? `${name} ${place}` : name,
        what: schemaChange(keyword, diff),
        side: 'request',
      };
    }
    return { operation, where: name, what: schemaChange(tail.slice(1), diff), side: 'request' };
  }
  if (section === 'requestBody') {
    const [content, mediaType, schema, ...schemaPath] = tail;
    const body =
      mediaType && mediaType !== 'application/json' ? `request body (${mediaType})` : 'request body';
    if (content === 'content' && schema === 'schema') {
      const { place, rest: keyword } = schemaPlace(schemaPath);
      return {
        operation,
        where: place ? `${body} ${place}` : body,
        what: schemaChange(keyword, diff),
        side: 'request',
      };
    }
    return { operation, where: 'request body', what: schemaChange(tail, diff), side: 'request' };
  }
  if (section === 'responses' && tail.length >= 1) {
    const [status, part, name, schema, ...schemaPath] = tail;
    let response = `response ${status}`;
    if (tail.length === 1) {
      return {
        operation,
        where: '',
        what: `${response} ${diff.action === 'add' ? 'added' : 'removed'}`,
        side: 'response',
      };
    }
    if (part === 'content') {
      if (name && name !== 'application/json') response += ` (${name})`;
      if (schema === 'schema') {
        const { place, rest: keyword } = schemaPlace(schemaPath);
        return {
          operation,
          where: place ? `${response} ${place}` : response,
          what: schemaChange(keyword, diff),
          side: 'response',
        };
      }
      if (tail.length === 3) {
        return {
          operation,
          where: response,
          what: `media type ${diff.action === 'add' ? 'added' : 'removed'}`,
          side: 'response',
        };
      }
    }
    if (part === 'headers' && name !== undefined) {
      return {
        operation,
        where: `${response} header ${name}`,
        what: schemaChange(tail.slice(3), diff),
        side: 'response',
      };
    }
    return { operation, where: response, what: schemaChange(tail.slice(1), diff), side: 'response' };
  }
  return { operation, where: '', what: schemaChange(rest, diff), side: 'request' };
}

/**
 * A type change is breaking when an existing client can no longer rely on it: a request that accepted a type
 * no longer does, or an answer may now carry a type it never did.
 */
function typeChangeBreaks(diff, side) {
  const last = diff.path[diff.path.length - 1];
  const parent = diff.path[diff.path.length - 2];
  if (last !== 'type' || parent === 'properties' || side === 'document') return false;
  const isType = (value) =>
    value === undefined ||
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'));
  if (!isType(diff.before) || !isType(diff.after)) return false;
  const before = typeSet(diff.action === 'add' ? undefined : diff.before);
  const after = typeSet(diff.action === 'remove' ? undefined : diff.after);
  return side === 'response' ? !typesWithin(after, before) : !typesWithin(before, after);
}

/** A field removed from an answer's schema (the differ lets an optional one go as non-breaking). */
function responseFieldRemoved(diff, side) {
  return side === 'response' && diff.action === 'remove' && diff.path[diff.path.length - 2] === 'properties';
}

/** The properties, required names and closedness of an object schema, its `allOf` parts included. */
function objectFacts(doc, schema, depth = 0) {
  const node = resolved(doc, schema);
  const facts = { properties: new Map(), required: new Set(), closed: false };
  if (node === null || typeof node !== 'object' || depth > 20) return facts;
  for (const [name, value] of Object.entries(node.properties ?? {})) facts.properties.set(name, value);
  for (const name of node.required ?? []) facts.required.add(name);
  facts.closed = node.additionalProperties === false || node.unevaluatedProperties === false;
  for (const part of node.allOf ?? []) {
    const inner = objectFacts(doc, part, depth + 1);
    for (const [name, value] of inner.properties)
      if (!facts.properties.has(name)) facts.properties.set(name, value);
    for (const name of inner.required) facts.required.add(name);
    facts.closed ||= inner.closed;
  }
  return facts;
}

/**
 * The narrow request-body checks (see the top of this file), walking both versions of a body side by side;
 * body names the body (`request body`), place the field within it (`rows[].reference`).
 */
function requestBodyBreaks(oldDoc, newDoc, oldSchema, newSchema, body, place, found, depth = 0) {
  if (depth > 20 || oldSchema === undefined || newSchema === undefined) return;
  const where = place ? `${body} ${place}` : body;
  const before = objectFacts(oldDoc, oldSchema);
  const after = objectFacts(newDoc, newSchema);
  for (const name of after.required) {
    if (!before.required.has(name)) found.push({ where, what: `field '${name}' now required` });
  }
  if (after.closed) {
    for (const name of before.properties.keys()) {
      if (!after.properties.has(name)) found.push({ where, what: `field removed '${name}'` });
    }
  }
  const walk = (oldPart, newPart, at) =>
    requestBodyBreaks(oldDoc, newDoc, oldPart, newPart, body, at, found, depth + 1);
  for (const [name, value] of after.properties) {
    if (before.properties.has(name))
      walk(before.properties.get(name), value, place ? `${place}.${name}` : name);
  }
  const oldNode = resolved(oldDoc, oldSchema);
  const newNode = resolved(newDoc, newSchema);
  if (oldNode?.items && newNode?.items) walk(oldNode.items, newNode.items, `${place}[]`);
  for (const key of ['oneOf', 'anyOf']) {
    const olds = oldNode?.[key];
    const news = newNode?.[key];
    if (Array.isArray(olds) && Array.isArray(news) && olds.length === news.length) {
      for (const [index, part] of olds.entries()) walk(part, news[index], place);
    }
  }
}

/**
 * Both documents cut down to the operations that differ between them (an operation the same in both cannot
 * change anything), with the components those reach: the differ then reads a few operations, not all of them.
 */
function comparedPair(oldDoc, newDoc) {
  const oldOps = operationTexts(oldDoc);
  const newOps = operationTexts(newDoc);
  const changed = new Set();
  for (const key of new Set([...oldOps.keys(), ...newOps.keys()])) {
    if (oldOps.get(key) !== newOps.get(key)) changed.add(key);
  }
  const before = pruned(oldDoc, changed);
  const after = pruned(newDoc, changed);
  for (const doc of [before, after]) if (doc.info) delete doc.info.version;
  return { before, after, changed, oldOps, newOps };
}

/**
 * The differ's diffs of two documents. A classification rule of the differ that fails prints to the console
 * and leaves its diff unclassified; that noise is kept out of the gate's output, which the checks here cover.
 */
function compare(before, after) {
  const print = console.error;
  console.error = (...args) => {
    if (!String(args[0]).startsWith('Classification Rule error')) print(...args);
  };
  try {
    return apiCompare(before, after).diffs;
  } finally {
    console.error = print;
  }
}

/** The differ's own diffs of two documents, as the gate hands them over (used to show what the checks add). */
export function differDiffs(oldDoc, newDoc) {
  const { before, after } = comparedPair(oldDoc, newDoc);
  return compare(before, after);
}

/**
 * The changes from oldDoc to newDoc (parsed documents), each `{ kind, operation, where, what }` with kind
 * 'breaking' or 'non-breaking', in the order of the document; info.version is left to the version rule.
 */
export function classifyChanges(oldDoc, newDoc) {
  const { before, after, changed, oldOps, newOps } = comparedPair(oldDoc, newDoc);
  const changes = new Map();
  const add = (change) => {
    const key = `${change.operation}|${change.where}|${change.what}`;
    const known = changes.get(key);
    if (!known) changes.set(key, change);
    else if (change.kind === BREAKING) known.kind = BREAKING;
  };

  for (const diff of compare(structuredClone(before), structuredClone(after))) {
    if (diff.path[0] === 'components' && diff.path[1] !== 'securitySchemes') continue;
    const described = describe(diff, before, after);
    const breaking =
      diff.type === BREAKING ||
      typeChangeBreaks(diff, described.side) ||
      responseFieldRemoved(diff, described.side);
    add({
      kind: breaking ? BREAKING : NON_BREAKING,
      operation: described.operation,
      where: described.where,
      what: described.what || diff.description || diff.path.join('.'),
    });
  }

  for (const key of changed) {
    if (!oldOps.has(key) || !newOps.has(key)) continue;
    const [method, path] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
    const oldBody = resolved(before, before.paths[path][method].requestBody);
    const newBody = resolved(after, after.paths[path][method].requestBody);
    for (const [mediaType, media] of Object.entries(newBody?.content ?? {})) {
      const oldMedia = oldBody?.content?.[mediaType];
      if (!oldMedia) continue;
      const body = mediaType === 'application/json' ? 'request body' : `request body (${mediaType})`;
      const found = [];
      requestBodyBreaks(before, after, oldMedia.schema, media.schema, body, '', found);
      for (const { where: place, what } of found) {
        add({ kind: BREAKING, operation: `${method.toUpperCase()} ${path}`, where: place, what });
      }
    }
  }

  // A change the differ does not describe (a component no operation uses, an extension, a path's own
  // summary) still needs a new version: it is named by where it is.
  if (changes.size === 0) {
    const plain = (doc) => {
      const copy = structuredClone(doc);
      if (copy.info) delete copy.info.version;
      return copy;
    };
    const oldPlain = plain(oldDoc);
    const newPlain = plain(newDoc);
    for (const key of new Set([...Object.keys(oldPlain), ...Object.keys(newPlain)])) {
      const entries = key === 'components' ? componentEntries : topEntry;
      for (const [where, oldValue, newValue] of entries(key, oldPlain, newPlain)) {
        if (canonical(oldValue) !== canonical(newValue)) {
          add({ kind: NON_BREAKING, operation: 'document', where, what: 'changed' });
        }
      }
    }
  }
  return [...changes.values()];
}

function topEntry(key, oldDoc, newDoc) {
  return [[key, oldDoc[key], newDoc[key]]];
}

function componentEntries(_key, oldDoc, newDoc) {
  const entries = [];
  const sections = new Set([
    ...Object.keys(oldDoc.components ?? {}),
    ...Object.keys(newDoc.components ?? {}),
  ]);
  for (const section of sections) {
    const olds = oldDoc.components?.[section] ?? {};
    const news = newDoc.components?.[section] ?? {};
    for (const name of new Set([...Object.keys(olds), ...Object.keys(news)])) {
      entries.push([`components.${section}.${name}`, olds[name], news[name]]);
    }
  }
  return entries;
}
