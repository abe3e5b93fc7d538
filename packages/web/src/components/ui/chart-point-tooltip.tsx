import { Box, Text } from '@chakra-ui/react';

export interface ChartPointTooltipProps<P> {
  /** Set by recharts' Tooltip, which clones its `content` with the hovered point. */
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: unknown }>;
  /** What the hovered point says: a muted caption (its date) and the figure, both already formatted. */
  describe: (point: P) => { caption: string; value: string };
}

/**
 * The one tooltip of the portal's charts. Chakra's Chart.Tooltip is not used: it renders a colour swatch (a
 * recipe the theme leaves out) and prints the plotted number, which is a float; this prints the point's own
 * decimal string.
 */
export function ChartPointTooltip<P>({ active, payload, describe }: ChartPointTooltipProps<P>) {
  const point = payload?.[0]?.payload as P | undefined;
  if (!active || !point) return null;
  const { caption, value } = describe(point);
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="md" px="3" py="2" boxShadow="sm">
      <Text fontSize="xs" color="fg.muted">
        {caption}
      </Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Box>
  );
}
