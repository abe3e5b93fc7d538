import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartPointTooltip } from '../../components/ui/chart-point-tooltip';
import { dayjs } from '../../lib/dayjs';
import { formatDateTime } from '../../lib/format-date';
import type { FxRatePoint } from './api/fx-rate-history';
import { formatRate } from './rate-display';

export interface FxRateChartProps {
  points: readonly FxRatePoint[];
  sellCurrency: string;
  buyCurrency: string;
}

const timeOfDay = (iso: string) => dayjs(iso).format('HH:mm');

/**
 * The pair's indicative rate as a line. Loaded with React.lazy from this screen only, so recharts stays out
 * of every other route's chunks. Rates become numbers here for plotting only: nothing is computed from them.
 */
export default function FxRateChart({ points, sellCurrency, buyCurrency }: FxRateChartProps) {
  const chart = useChart({
    // A float only for the line's position: the tooltip prints the point's own decimal string.
    data: points.map((point) => ({ at: point.at, plotted: Number(point.rate), rate: point.rate })),
    series: [{ name: 'plotted', color: 'brand.500', label: `${sellCurrency}/${buyCurrency}` }],
  });
  return (
    <Chart.Root chart={chart} h="56" aria-hidden="true">
      <LineChart
        responsive
        data={chart.data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke={chart.color('border')} vertical={false} />
        <XAxis
          dataKey={chart.key('at')}
          tickFormatter={timeOfDay}
          stroke={chart.color('border')}
          tickLine={false}
          minTickGap={24}
        />
        <YAxis
          domain={['dataMin', 'dataMax']}
          stroke={chart.color('border')}
          tickLine={false}
          axisLine={false}
          width={72}
          tickFormatter={(value: number) => value.toPrecision(5)}
        />
        <Tooltip
          animationDuration={100}
          cursor={false}
          content={
            <ChartPointTooltip<FxRatePoint>
              describe={(point) => ({
                caption: formatDateTime(point.at),
                value: `1 ${sellCurrency} = ${formatRate(point.rate)} ${buyCurrency}`,
              })}
            />
          }
        />
        {chart.series.map((item) => (
          <Line
            key={String(item.name)}
            type="monotone"
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            dot={false}
          />
        ))}
      </LineChart>
    </Chart.Root>
  );
}
