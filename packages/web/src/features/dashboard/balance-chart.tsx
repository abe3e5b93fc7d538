import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartPointTooltip } from '../../components/ui/chart-point-tooltip';
import { formatAmount } from '../../lib/format-amount';
import { formatDate } from '../../lib/format-date';
import { useActiveFormatLocale } from '../../lib/i18n/active-locale';

export interface BalanceChartProps {
  points: ReadonlyArray<{ date: string; balance: string }>;
  currency: string;
  /** Accessible name of the chart. */
  label: string;
  /** The plot's height (the section's skeleton takes the same room, so nothing jumps). */
  height: string;
}

interface Point {
  date: string;
  /** Plot position only. Every figure shown as text comes from `balance`, the decimal string. */
  y: number;
  balance: string;
}

/** The axis's short figures ('12K', '12 Tsd.', '12 k'), in the user's language; one formatter per language. */
const compactFormats = new Map<string, Intl.NumberFormat>();
function compactFormat(locale: string) {
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format;
}

/** The chart itself: its own chunk, so recharts loads only with the dashboard. */
export default function BalanceChart({ points, currency, label, height }: BalanceChartProps) {
  const compact = compactFormat(useActiveFormatLocale());
  const chart = useChart<Point>({
    // A float is unavoidable for a pixel position; it never becomes a displayed or computed amount.
    data: points.map((p) => ({ date: p.date, y: Number(p.balance), balance: p.balance })),
    series: [{ name: 'y', color: 'brand.500', label: currency }],
  });
  return (
    <Box role="img" aria-label={label}>
      {/* recharts 3 draws nothing without a size: `responsive` fills the root, which needs a height. */}
      <Chart.Root h={height} chart={chart} aria-hidden="true">
        <AreaChart
          responsive
          data={chart.data}
          accessibilityLayer={false}
          margin={{ left: 4, right: 8, top: 8 }}
        >
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis
            dataKey={chart.key('date')}
            tickFormatter={(value: string) => formatDate(value).slice(0, 6)}
            tickLine={false}
            axisLine={false}
            minTickGap={24}
          />
          <YAxis
            tickFormatter={(value: number) => compact.format(value)}
            tickLine={false}
            axisLine={false}
            width={56}
            domain={['auto', 'auto']}
          />
          <Tooltip
            cursor={false}
            animationDuration={100}
            content={
              <ChartPointTooltip<Point>
                describe={(point) => ({
                  caption: formatDate(point.date),
                  value: formatAmount(point.balance, currency, { withCode: true }),
                })}
              />
            }
          />
          <Area
            type="monotone"
            isAnimationActive={false}
            dataKey={chart.key('y')}
            stroke={chart.color('brand.500')}
            fill={chart.color('brand.500')}
            fillOpacity={0.15}
            strokeWidth={2}
          />
        </AreaChart>
      </Chart.Root>
    </Box>
  );
}
