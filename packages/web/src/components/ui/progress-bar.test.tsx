import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { clampPercent, ProgressBar } from './progress-bar';

describe('clampPercent', () => {
  it('clamps to 0-100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(42)).toBe(42);
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe('ProgressBar', () => {
  it('exposes the clamped value through aria-valuenow and the fill width', () => {
    renderUi(<ProgressBar value={140} label="Upload" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByTestId('progress-fill')).toHaveStyle({ width: '100%' });
  });
  it('clamps negatives to 0', () => {
    renderUi(<ProgressBar value={-3} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
