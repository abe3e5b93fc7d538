import { type components, componentsParametersPer_pageValues } from './generated/schema';

/** A page size the API serves (the contract's `per_page` enum). */
export type PerPage = components['parameters']['per_page'];

/** Every page size the API serves, in order: the contract's `per_page` enum as generated. */
export const PER_PAGE_VALUES: ReadonlyArray<PerPage> = componentsParametersPer_pageValues;

/** The page size when a request names none (the contract's `per_page` default; list-pages.test checks it). */
export const DEFAULT_PER_PAGE: PerPage = 10;

export const isPerPage = (value: number): value is PerPage =>
  (PER_PAGE_VALUES as readonly number[]).includes(value);
