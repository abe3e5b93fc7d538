import type { Role } from '@portal/api-types/schema';
import {
  COUNTRIES,
  DomainError,
  FX_CURRENCIES,
  FX_WINDOW,
  formatRate,
  KYC_DOCUMENT_TYPES,
  midRate,
  PAYMENT_REFERENCES,
  PAYMENT_WINDOW,
  searchCompanies,
  type TimeWindowDef,
} from '../domain/bank/index.js';
import { ROLE_PERMISSIONS } from '../generated/contract-routes.js';
import { data, queryString } from './helpers.js';
import { iso } from './presenters.js';
import type { HandlerMap } from './types.js';

const timeWindow = (def: TimeWindowDef) => ({
  timezone: def.timezone,
  days: def.days,
  holidays: def.holidays,
  max_days_ahead: def.max_days_ahead ?? null,
});

export const resourceHandlers = {
  listCountries: () => data(COUNTRIES),
  listPaymentReferences: () => data(PAYMENT_REFERENCES),
  listRecipientKycDocumentTypes: () => data(KYC_DOCUMENT_TYPES),
  getPaymentTimeWindow: () => data(timeWindow(PAYMENT_WINDOW)),
  getFxCutoffTimeWindow: () => data(timeWindow(FX_WINDOW)),
  /** The contract's matrix as data, in the order of `Role` (the generated matrix keeps it; rule TEAM-19). */
  listRoles: () =>
    data(
      Object.entries(ROLE_PERMISSIONS).map(([role, permissions]) => ({
        role: role as Role,
        permissions: [...permissions],
      })),
    ),

  searchComplycubeCompanies: (ctx) => {
    const term = queryString(ctx.req.query, 'search') ?? '';
    if (term.trim().length < 2 || term.length > 100) {
      throw new DomainError(422, 'Search with 2 to 100 characters.', {
        code: 'validation_failed',
        errors: { search: ['Search with 2 to 100 characters.'] },
      });
    }
    return data(searchCompanies(term).slice(0, 20));
  },

  getIndicativeFxRates: (ctx) => {
    const base = queryString(ctx.req.query, 'base') ?? '';
    if (!FX_CURRENCIES.includes(base)) {
      throw new DomainError(422, 'This base currency is not supported.', {
        code: 'validation_failed',
        errors: { base: ['This base currency is not supported.'] },
      });
    }
    const now = ctx.bank.clock.now();
    const rates: Record<string, string> = {};
    for (const code of FX_CURRENCIES)
      rates[code] = code === base ? '1' : formatRate(midRate(ctx.bank.config.seed, base, code, now));
    return data({ base, as_of: iso(now), rates });
  },
} satisfies Partial<HandlerMap>;
