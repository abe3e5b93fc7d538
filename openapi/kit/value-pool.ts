import type { KitOperation, KitParameter } from './contract.js';

/** An object the bank answered with a `ref`, and where it was found. */
export interface FoundObject {
  ref: string;
  object: Record<string, unknown>;
  /** The path parameters of the request that answered it ({ account: 'org_…' }). */
  context: Record<string, string>;
  /** The refs of the objects it was nested in, outermost first (a bank account inside its organization). */
  ancestors: string[];
}

/** What an operation's path and required query parameters are filled with, or why they cannot be. */
export type Filling = { values: Record<string, string> } | { missing: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** 'bankAccount' → 'bank_account': how an object names the ref of another ('bank_account_ref'). */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Every object the bank has answered with, found by the pattern of its ref type: the kit fills an
 * operation's parameters from what earlier answers held, as a client does (a list, then one of its items).
 */
export class ValuePool {
  private readonly found: FoundObject[] = [];
  private readonly seen = new Set<string>();

  /**
   * Takes in an answer's body: every object with a string `ref`, nested ones included. A ref seen before is
   * kept as first found, unless it was only mentioned inside another object (an audit event's target) and
   * now comes as a record of its own (an answer's data, a list's item).
   */
  add(body: unknown, context: Record<string, string>): number {
    const before = this.found.length;
    const visit = (value: unknown, ancestors: string[]) => {
      if (Array.isArray(value)) {
        for (const item of value) visit(item, ancestors);
        return;
      }
      if (!isRecord(value)) return;
      const ref = typeof value.ref === 'string' ? value.ref : null;
      if (ref && !this.seen.has(ref)) {
        this.seen.add(ref);
        this.found.push({ ref, object: value, context, ancestors });
      } else if (ref && ancestors.length === 0) {
        const index = this.found.findIndex((f) => f.ref === ref && f.ancestors.length > 0);
        if (index >= 0) this.found[index] = { ref, object: value, context, ancestors };
      }
      const inner = ref ? [...ancestors, ref] : ancestors;
      for (const child of Object.values(value)) visit(child, inner);
    };
    visit(body, []);
    return this.found.length - before;
  }

  get size(): number {
    return this.found.length;
  }

  /**
   * The objects whose ref fits a ref type's pattern: records of their own first, then those only found
   * inside another object, each in the order they were found. A mention can outlive its record (the audit
   * log names a recipient deleted since), a record in a list is there now.
   */
  matching(pattern: RegExp): FoundObject[] {
    const fits = this.found.filter((f) => pattern.test(f.ref));
    return [...fits.filter((f) => f.ancestors.length === 0), ...fits.filter((f) => f.ancestors.length > 0)];
  }

  /** Whether an answer so far held an object with this ref. */
  has(ref: string): boolean {
    return this.seen.has(ref);
  }

  /**
   * Values for an operation's path parameters and required query parameters. The most specific path
   * parameter (the last) chooses an object (`subject` when given, else the first of its type); the others
   * come from that object ('bank_account_ref'), from the request that found it, from the objects it was
   * nested in, or else from the first object of their type.
   */
  fill(operation: KitOperation, subject?: string): Filling {
    const values: Record<string, string> = {};
    const path = operation.parameters.filter((p) => p.in === 'path');
    const query = operation.parameters.filter((p) => p.in === 'query' && p.required);
    const lead = path.at(-1);
    // The objects this request is about: a plain parameter takes its value from them first (a fee in the
    // currency of the recipient it is asked for).
    const about: FoundObject[] = [];
    if (lead?.pattern) {
      const chosen =
        subject === undefined
          ? this.matching(lead.pattern)[0]
          : this.matching(lead.pattern).find((f) => f.ref === subject);
      if (!chosen)
        return {
          missing:
            subject === undefined
              ? `no ${lead.name} (${lead.pattern.source}) in any answer so far`
              : `${subject} is not a ${lead.name} the bank answered with`,
        };
      values[lead.name] = chosen.ref;
      about.push(chosen);
    }
    const rest = [...path.slice(0, -1), ...query];
    for (const parameter of [...rest.filter((p) => p.pattern), ...rest.filter((p) => !p.pattern)]) {
      const value = parameter.pattern
        ? this.refFor(parameter.pattern, parameter.name, about)
        : plainFor(parameter, about);
      if (value === undefined) return { missing: `no value for ${parameter.in} parameter ${parameter.name}` };
      values[parameter.name] = value;
    }
    return { values };
  }

  private refFor(pattern: RegExp, name: string, about: FoundObject[]): string | undefined {
    const fits = (value: unknown): value is string => typeof value === 'string' && pattern.test(value);
    for (const chosen of about) {
      const own = chosen.object[`${snake(name)}_ref`] ?? chosen.object[name];
      if (fits(own)) return own;
      const fromRequest = chosen.context[name];
      if (fits(fromRequest)) return fromRequest;
      const outer = [...chosen.ancestors].reverse().find(fits);
      if (outer) return outer;
    }
    const found = this.matching(pattern)[0];
    if (found) about.push(found);
    return found?.ref;
  }
}

/** A plain parameter's value: the same-named field of an object the request is about, else its example. */
function plainFor(parameter: KitParameter, about: readonly FoundObject[]): string | undefined {
  const allowed = parameter.schema.enum as unknown[] | undefined;
  const pattern = typeof parameter.schema.pattern === 'string' ? new RegExp(parameter.schema.pattern) : null;
  for (const chosen of about) {
    const own = chosen.object[parameter.name];
    if (typeof own !== 'string') continue;
    if (allowed && !allowed.includes(own)) continue;
    if (pattern && !pattern.test(own)) continue;
    return own;
  }
  return parameter.example === undefined ? undefined : String(parameter.example);
}
