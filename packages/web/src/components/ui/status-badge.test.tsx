import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { getStatusColor, StatusBadge } from './status-badge';

describe('getStatusColor', () => {
  it.each(['success', 'settled', 'active', 'approved', 'verified', 'completed'])('%s is green', (s) => {
    expect(getStatusColor(s)).toBe('green');
  });
  it.each(['failed', 'flagged', 'flag', 'cancelled', 'inactive', 'rejected', 'partially_failed', 'expired'])(
    '%s is red',
    (s) => {
      expect(getStatusColor(s)).toBe('red');
    },
  );
  it.each(['pending', 'initiated'])('%s is orange', (s) => {
    expect(getStatusColor(s)).toBe('orange');
  });
  it.each(['processing', 'scheduled', 'partially_verified'])('%s is blue', (s) => {
    expect(getStatusColor(s)).toBe('blue');
  });
  it('is grey for anything else, including prototype keys', () => {
    expect(getStatusColor('unknown')).toBe('gray');
    expect(getStatusColor('')).toBe('gray');
    expect(getStatusColor(undefined)).toBe('gray');
    expect(getStatusColor('constructor')).toBe('gray');
  });
  it('ignores case', () => {
    expect(getStatusColor('COMPLETED')).toBe('green');
  });
});

describe('StatusBadge', () => {
  it('shows underscores as spaces with the colour', () => {
    renderUi(<StatusBadge status="partially_failed" />);
    const badge = screen.getByText('partially failed');
    expect(badge).toHaveAttribute('data-color', 'red');
  });
});
