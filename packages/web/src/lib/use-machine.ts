import { useCallback, useRef, useState } from 'react';

/**
 * A reducer whose current state is readable at once through `current`: a second click in the same tick
 * (before React re-renders) sees what the first one dispatched, so a machine's step can serve as the lock
 * against doing a thing twice. `state` is the rendered state.
 */
export function useMachine<S, E>(reducer: (state: S, event: E) => S, initial: S) {
  const [state, setState] = useState(initial);
  const current = useRef(state);
  const dispatch = useCallback(
    (event: E) => {
      current.current = reducer(current.current, event);
      setState(current.current);
    },
    [reducer],
  );
  return { state, current, dispatch };
}
