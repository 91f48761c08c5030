// A bar chart of the dashboard, drawn by Recharts as SVG (decision 051): sharp at any pixel
// density, sized by its container, and only this page's chunk carries the library.
import { Bar, BarChart as Chart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface BarPoint {
  label: string;
  value: number;
}

interface BarChartProps {
  points: readonly BarPoint[];
  /** Long labels (product names) read better as horizontal bars. */
  horizontal?: boolean;
  color: string;
  formatValue: (value: number) => string;
  label: string;
  testId: string;
}

const shorten = (text: string, length = 16) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export function BarChart({ points, horizontal = false, color, formatValue, label, testId }: BarChartProps) {
  const height = horizontal ? Math.max(180, points.length * 34 + 40) : 240;
  const data = points.map((point) => ({ ...point }));
  const tooltip = <Tooltip formatter={(value) => formatValue(Number(value))} cursor={{ fillOpacity: 0.1 }} />;
  return (
    <div role="img" aria-label={label} data-testid={testId} data-points={points.length} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        {horizontal ? (
          <Chart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" tickFormatter={(value: number) => formatValue(value)} fontSize={11} />
            <YAxis type="category" dataKey="label" width={120} tickFormatter={(value: string) => shorten(value)} fontSize={12} />
            {tooltip}
            <Bar dataKey="value" fill={color} maxBarSize={24} isAnimationActive={false} />
          </Chart>
        ) : (
          <Chart data={data} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" />
            <XAxis dataKey="label" fontSize={11} minTickGap={8} />
            <YAxis allowDecimals={false} tickFormatter={(value: number) => formatValue(value)} width={36} fontSize={11} />
            {tooltip}
            <Bar dataKey="value" fill={color} maxBarSize={24} isAnimationActive={false} />
          </Chart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
