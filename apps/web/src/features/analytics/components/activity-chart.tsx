import type { AnalyticsMonth } from '@reelwright/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MetricKey } from '../metrics';
import { formatMonth } from '../month-label';

type ActivityChartProps = {
  months: readonly AnalyticsMonth[];
  metric: MetricKey;
  colour: string;
  title: string;
  /** A sentence with what the chart shows (range, total, peak), for everyone and screen readers. */
  description: string;
};

const axisTick = { fontSize: 12, fill: 'var(--color-ink-muted)' };

/** One figure's bars over the 12 months, titled and described. */
export function ActivityChart({ months, metric, colour, title, description }: ActivityChartProps) {
  const { i18n } = useTranslation('analytics');
  const titleId = useId();
  const descriptionId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const data = months.map((month) => ({
    label: formatMonth(month.month, i18n.language, 'short'),
    value: month[metric],
  }));

  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="rounded-card border border-line bg-surface p-4 shadow-sm"
    >
      <figcaption>
        <h3 id={titleId} className="font-semibold">
          {title}
        </h3>
        <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
          {description}
        </p>
      </figcaption>
      <div className="mt-3 h-52">
        <ResponsiveContainer
          width="100%"
          height="100%"
          initialDimension={{ width: 320, height: 208 }}
        >
          <BarChart
            data={data}
            title={title}
            desc={description}
            margin={{ top: 8, right: 8, bottom: 0, left: -12 }}
          >
            <CartesianGrid vertical={false} stroke="var(--color-line)" />
            <XAxis dataKey="label" tick={axisTick} tickLine={false} interval="preserveStartEnd" />
            <YAxis
              allowDecimals={metric === 'voiceMinutes'}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              width={44}
            />
            <Tooltip
              cursor={{ fill: 'var(--color-surface-sunken)' }}
              formatter={(value) => [number.format(Number(value)), title]}
            />
            <Bar dataKey="value" name={title} fill={colour} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
