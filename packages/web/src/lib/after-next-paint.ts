/**
 * Runs `task` once the browser has painted the current frame: an interaction shows its answer first (the
 * select's new value), then the heavy work it starts runs, instead of holding back that paint (INP).
 * A timer queued from an animation frame runs after that frame's paint. Returns the cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
