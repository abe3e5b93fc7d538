import { describe, expect, it } from 'vitest';
import { auditNamesOf } from './use-audit-names';

const event = (
  ref: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => ({
  target: { type: 'recipient' as const, ref },
  before,
  after,
});

describe('auditNamesOf', () => {
  it('names bank accounts, recipients, and what the entries name themselves, the live name first', () => {
    const names = auditNamesOf(
      [{ ref: 'ba_ops', name: 'Operating account' }],
      [{ ref: 'rcp_live', name: 'Albion Packaging Co' }],
      [
        event('rcp_gone', { name: 'Hanse Spedition AG' }, null),
        event('rcp_live', { name: 'Albion Packaging' }, { name: 'Albion Packaging Co (renamed)' }),
        event('rcp_blank', null, { name: '' }),
      ],
    );
    expect(names.get('ba_ops')).toBe('Operating account');
    expect(names.get('rcp_gone')).toBe('Hanse Spedition AG');
    expect(names.get('rcp_live')).toBe('Albion Packaging Co');
    expect(names.has('rcp_blank')).toBe(false);
  });
});
