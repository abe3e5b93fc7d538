import type { z } from 'zod';

/** The fields one side names and the other does not (never: the same fields, optional ones included). */
type FieldsApart<A, B> = Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>;

/**
 * A record's schema bound to the model type it checks: what it accepts is a `T`, and it names every field of
 * `T`, optional ones too. A field added to the model and not here (or left here when the model drops it)
 * fails the typecheck, naming the field, instead of a state silently refused or let through.
 */
export const schemaOf =
  <T>() =>
  <S extends z.ZodType<T>>(
    schema: S &
      ([FieldsApart<z.output<S>, T>] extends [never]
        ? unknown
        : { fieldsApart: FieldsApart<z.output<S>, T> }),
  ): S =>
    schema;
