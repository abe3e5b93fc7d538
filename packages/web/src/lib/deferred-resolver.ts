import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { toastDeferredLoadFailure } from './deferred-load-failure';
import { deferredModule, whenIdle } from './deferred-module';

export interface DeferredResolver<TValues extends FieldValues, TContext, TTransformed> {
  /** The form's resolver: the first check waits for the schema if it has not arrived yet. */
  resolver: Resolver<TValues, TContext, TTransformed>;
  /** Loads the schema once the browser is idle; returns the cancel (for a useEffect). */
  loadWhenIdle: () => () => void;
}

/**
 * A form's resolver whose schema, with zod, comes in a chunk of its own: the sign-in screens paint before
 * zod's core (every schema kind the app uses, about 12 kB gzip) has downloaded. The screen asks for it when the
 * browser is first idle; a submit before that waits for it. A failed load says so in a toast and keeps the form
 * from being sent; the next submit tries again.
 */
export function deferredResolver<TValues extends FieldValues, TContext, TTransformed>(
  importer: () => Promise<Resolver<TValues, TContext, TTransformed>>,
): DeferredResolver<TValues, TContext, TTransformed> {
  const schema = deferredModule(importer);
  return {
    resolver: async (values, context, options) => {
      try {
        return (await schema.load())(values, context, options);
      } catch (error) {
        toastDeferredLoadFailure(error);
        // A form-wide error: not sent, and no field marked wrong.
        return { values: {}, errors: { root: { type: 'deferred-load' } } as FieldErrors<TValues> };
      }
    },
    loadWhenIdle: () => whenIdle(() => void schema.load().catch(() => {})),
  };
}
