import fc from 'fast-check';
import { JSONSchemaFaker } from 'json-schema-faker';

type Node = Record<string, unknown>;

const SCALE = 2 ** 30;

/**
 * Random numbers in [0, 1), evenly spread, drawn by fast-check from the run's seed, so a value
 * json-schema-faker builds from them is the same on every run with that seed. (fc.double spreads its values
 * over the doubles' bit patterns, most of them next to 0: fine for edge cases, wrong for a Math.random.)
 */
export const randomStream = () =>
  fc.infiniteStream(fc.noBias(fc.integer({ min: 0, max: SCALE - 1 }).map((n) => n / SCALE)));

/**
 * A value of `schema` (the contract's components beside it for its `$ref`s), drawn by json-schema-faker
 * with `random`'s numbers: optional properties now and then, short arrays and strings, formats honoured.
 */
export function schemaValue(schema: Node, components: Node, random: Iterator<number>): unknown {
  JSONSchemaFaker.option({
    random: () => random.next().value ?? 0,
    alwaysFakeOptionals: false,
    optionalsProbability: 0.5,
    fixedProbabilities: true,
    maxItems: 3,
    maxLength: 40,
    useExamplesValue: false,
    useDefaultValue: false,
    failOnInvalidFormat: false,
    failOnInvalidTypes: false,
  });
  return JSONSchemaFaker.generate({ ...schema, components } as never);
}
