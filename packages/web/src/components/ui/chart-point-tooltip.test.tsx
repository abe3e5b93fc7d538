import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../testing/render';
import { ChartPointTooltip } from './chart-point-tooltip';

interface Point {
  at: string;
  rate: string;
}
const describeRate = (point: Point) => ({ caption: point.at, value: `1 GBP = ${point.rate} EUR` });

describe('the chart tooltip', () => {
  it("prints the hovered point's own figure, rendered with the portal's theme", () => {
    renderUi(
      <ChartPointTooltip<Point>
        active
        payload={[{ payload: { at: '29 Nov, 2026 - 10:00', rate: '1.16120000' } }]}
        describe={describeRate}
      />,
    );
    expect(screen.getByText('29 Nov, 2026 - 10:00')).toBeInTheDocument();
    expect(screen.getByText('1 GBP = 1.16120000 EUR')).toBeInTheDocument();
  });

  it('renders nothing when no point is hovered', () => {
    const { container } = renderUi(
      <ChartPointTooltip<Point> active={false} payload={[]} describe={describeRate} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
