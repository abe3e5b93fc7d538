import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws nothing in the first frame, and its children once that frame has been painted', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    render(
      <AfterFirstPaint>
        <p>form</p>
      </AfterFirstPaint>,
    );
    expect(screen.queryByText('form')).not.toBeInTheDocument();
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.queryByText('form')).not.toBeInTheDocument();
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByText('form')).toBeInTheDocument();
  });
});
