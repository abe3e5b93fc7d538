import type { ContractValidator } from '../../../../openapi/contract-validator.mjs';

type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The property names a schema declares itself or through its own `allOf` members. */
function declared(validator: ContractValidator, schema: Schema, seen = new Set<Schema>()): Set<string> {
  const target = validator.resolve(schema);
  const names = new Set<string>();
  if (!isObject(target) || seen.has(target)) return names;
  seen.add(target);
  if (isObject(target.properties)) for (const name of Object.keys(target.properties)) names.add(name);
  if (Array.isArray(target.allOf))
    for (const member of target.allOf as Schema[])
      for (const name of declared(validator, member, seen)) names.add(name);
  return names;
}

/**
 * Compositions that no object can satisfy in JSON Schema 2020-12: each `allOf` member (or the target of a
 * `$ref` beside other keywords) is checked on its own, so a member closed with `additionalProperties: false`
 * refuses every property the other members add. Close the composition with `unevaluatedProperties: false`
 * instead. One line per finding: the composition, the closed member, the properties it refuses.
 */
export function closedCompositions(validator: ContractValidator): string[] {
  const found: string[] = [];
  const check = (at: Schema, composition: Schema, members: Schema[]) => {
    const all = declared(validator, { ...composition, allOf: members });
    for (const member of members) {
      const target = validator.resolve(member);
      if (!isObject(target) || target.additionalProperties !== false) continue;
      const own = declared(validator, target);
      const refused = [...all].filter((name) => !own.has(name));
      if (refused.length > 0)
        found.push(
          `${validator.pointerOf(at)}: ${validator.pointerOf(target)} is closed and refuses ${refused.join(', ')}`,
        );
    }
  };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) walk(item);
    if (!isObject(node)) return;
    if (Array.isArray(node.allOf)) check(node, node, node.allOf as Schema[]);
    else if (typeof node.$ref === 'string' && isObject(node.properties)) {
      const { $ref, ...siblings } = node;
      check(node, siblings, [{ $ref }]);
    }
    // Example values are data, not schemas.
    for (const [key, value] of Object.entries(node)) if (key !== 'example' && key !== 'examples') walk(value);
  };
  walk(validator.document);
  return found;
}
