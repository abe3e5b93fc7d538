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
  it('colours statements and exports: final and ready green, provisional blue, requested orange', () => {
    expect(['final', 'ready', 'provisional', 'requested'].map(getStatusColor)).toEqual([
      'green',
      'green',
      'blue',
      'orange',
    ]);
  });
  it('ignores case', () => {
    expect(getStatusColor('COMPLETED')).toBe('green');
  });
});

/** The colour palette Chakra resolved for the rendered badge (its CSS variable, not a prop echo). */
function paletteOf(element: HTMLElement) {
  return getComputedStyle(element).getPropertyValue('--chakra-colors-color-palette-fg');
}

describe('StatusBadge', () => {
  it('shows underscores as spaces, exactly, with no change of case', () => {
    renderUi(<StatusBadge status="partially_failed" />);
    const badge = screen.getByText('partially failed');
    expect(badge.textContent).toBe('partially failed');
    expect(getComputedStyle(badge).textTransform).toBe('none');
  });

  it('renders in the colour of its status, and grey when unknown', () => {
    renderUi(
      <>
        <StatusBadge status="partially_failed" />
        <StatusBadge status="scheduled" />
        <StatusBadge status="on_hold" />
      </>,
    );
    expect(paletteOf(screen.getByText('partially failed'))).toBe('var(--chakra-colors-red-fg)');
    expect(paletteOf(screen.getByText('scheduled'))).toBe('var(--chakra-colors-blue-fg)');
    expect(paletteOf(screen.getByText('on hold'))).toBe('var(--chakra-colors-gray-fg)');
  });

  it('says a status in the screen’s own words when given them, in the status’s colour', () => {
    renderUi(<StatusBadge status="processing" label="preparing" />);
    const badge = screen.getByText('preparing');
    expect(paletteOf(badge)).toBe('var(--chakra-colors-blue-fg)');
  });
});
