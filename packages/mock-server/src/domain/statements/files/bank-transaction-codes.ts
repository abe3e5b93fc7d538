import type { StatementEntry } from '../statement-document.js';

/** ISO 20022 bank transaction code (external code list): domain, family, sub-family. */
export type IsoTransactionCode = { domain: string; family: string; subFamily: string };

/**
 * The ISO code of an entry in CAMT.053. The simulator does not know whether a transfer was domestic or
 * cross-border, so transfers take the generic sub-family OTHR rather than guessing DMCT or XBCT.
 */
export function isoTransactionCode(entry: Pick<StatementEntry, 'type' | 'direction'>): IsoTransactionCode {
  const credit = entry.direction === 'credit';
  switch (entry.type) {
    case 'fx_trade':
      return { domain: 'FORX', family: 'SPOT', subFamily: 'OTHR' };
    case 'fee':
      return { domain: 'PMNT', family: credit ? 'MCOP' : 'MDOP', subFamily: 'FEES' };
    case 'interest':
      return { domain: 'ACMT', family: credit ? 'MCOP' : 'MDOP', subFamily: 'INTR' };
    case 'payment':
    case 'deposit':
    case 'refund':
      return { domain: 'PMNT', family: credit ? 'RCDT' : 'ICDT', subFamily: 'OTHR' };
  }
}

/**
 * The SWIFT transaction type of an MT940 statement line (field 61, after the N): TRF transfer, FEX foreign
 * exchange, CHG charges, INT interest.
 */
export function swiftTransactionType(entry: Pick<StatementEntry, 'type'>): string {
  switch (entry.type) {
    case 'fx_trade':
      return 'NFEX';
    case 'fee':
      return 'NCHG';
    case 'interest':
      return 'NINT';
    case 'payment':
    case 'deposit':
    case 'refund':
      return 'NTRF';
  }
}
