import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMachine } from './use-machine';

type Step = 'idle' | 'busy';
const reducer = (_step: Step, event: 'start' | 'stop'): Step => (event === 'start' ? 'busy' : 'idle');

describe('useMachine', () => {
  it('a second event in the same tick reads the step the first one left, before any re-render', () => {
    const { result } = renderHook(() => useMachine(reducer, 'idle' as Step));
    const started: boolean[] = [];
    act(() => {
      for (let i = 0; i < 2; i++) {
        // As a double click would: each handler looks at the step before starting.
        if (result.current.current.current === 'busy') started.push(false);
        else {
          result.current.dispatch('start');
          started.push(true);
        }
      }
    });
    expect(started).toEqual([true, false]);
    expect(result.current.state).toBe('busy');
    act(() => result.current.dispatch('stop'));
    expect(result.current.state).toBe('idle');
  });
});
