export type FieldErrors = Record<string, string[]>;

export type DomainErrorOptions = {
  code?: string;
  errors?: FieldErrors;
  retryAfter?: number;
  attemptsRemaining?: number;
  headers?: Record<string, string>;
};

/** A refusal by a business rule; adapters turn it into the contract's ErrorResponse. */
export class DomainError extends Error {
  readonly status: number;
  readonly options: DomainErrorOptions;
  constructor(status: number, message: string, options: DomainErrorOptions = {}) {
    super(message);
    this.status = status;
    this.options = options;
  }
}

export const notFound = (what = 'resource'): DomainError =>
  new DomainError(404, `The requested ${what} was not found.`, { code: 'not_found' });

export const validation = (errors: FieldErrors, message?: string): DomainError => {
  const first = Object.values(errors)[0]?.[0];
  return new DomainError(422, message ?? first ?? 'The given data was invalid.', {
    code: 'validation_failed',
    errors,
  });
};

export const unauthenticated = (message = 'Unauthenticated.'): DomainError =>
  new DomainError(401, message, { code: 'unauthenticated' });

/** Collects field errors, then throws one 422 if any were added. */
export class FieldErrorBag {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    const list = this.errors[field] ?? [];
    list.push(message);
    this.errors[field] = list;
  }
  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
  throwIfAny(): void {
    if (!this.empty) throw validation(this.errors);
  }
}
