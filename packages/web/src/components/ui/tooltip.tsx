import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import type { TooltipProps } from './tooltip-props';

export type { TooltipProps } from './tooltip-props';

/**
 * Chakra's tooltip machine and its positioning code (about 14 kB gzip) are not downloaded with the screen:
 * a tooltip only shows on hover or focus, so they load when the browser is idle after the first paint.
 */
export const tooltipPopoverModule = deferredModule(() => import('./tooltip-popover'));

/** Until then the trigger is drawn as it is; then it is wrapped in the tooltip. */
export function Tooltip(props: TooltipProps) {
  const loaded = useDeferredModule(tooltipPopoverModule);
  if (props.disabled || !props.content || !loaded) return props.children;
  return <loaded.TooltipPopover {...props} />;
}
