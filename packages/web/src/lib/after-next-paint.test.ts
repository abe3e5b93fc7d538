import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task after the next animation frame, not before', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not run the task once cancelled', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const task = vi.fn();
    const cancel = afterNextPaint(task);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.runOnlyPendingTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
