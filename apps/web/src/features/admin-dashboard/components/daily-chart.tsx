import type { DashboardDay } from '@coldstart/contract'
import { useId } from 'react'
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatShortDate } from '@/lib/format-date'
import { formatNumber } from '@/lib/format-number'

type Metric = Exclude<keyof DashboardDay, 'date'>
type DailyChartProps = { days: DashboardDay[]; metric: Metric; label: string; color: string }

function ChartTooltip({
  active,
  payload,
  label,
  name,
}: {
  active?: boolean
  payload?: { value?: number }[]
  label?: string
  name: string
}) {
  if (!active || !payload?.length || !label) return null
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-medium">{formatShortDate(label)}</p>
      <p className="text-muted-foreground">
        {name}:{' '}
        <span className="font-medium text-foreground tabular-nums">
          {formatNumber(payload[0]?.value ?? 0)}
        </span>
      </p>
    </div>
  )
}

// A date every 7 days, counted back from today: the same rule on every chart, with no gap that reads as a
// missing day (recharts' own spacing drops whichever labels collide).
const TICK_EVERY_DAYS = 7
const weeklyTicks = (days: DashboardDay[]) =>
  days.filter((_, index) => (days.length - 1 - index) % TICK_EVERY_DAYS === 0).map((day) => day.date)

// Room for the longest y-axis label at 11 px (about 7 px a digit, separators included) and the gap to the plot.
const yAxisWidth = (max: number) => 14 + 7 * Math.max(1, formatNumber(max).length)

/** One metric over the 30 days, filling its box, drawn with the theme's own colours (CSS variables), so both themes read well. */
export function DailyChart({ days, metric, label, color }: DailyChartProps) {
  const gradient = useId().replaceAll(':', '')
  // the axis ends at a "nice" value above the maximum (180 for 163); one more digit of room covers it
  const max = Math.max(0, ...days.map((day) => day[metric])) * 1.25
  return (
    <div className="size-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={days} margin={{ top: 8, right: 24, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity={0.35} />
              <stop offset="100%" stopColor={color} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 3" />
          <XAxis
            dataKey="date"
            tickFormatter={formatShortDate}
            tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
            tickLine={false}
            axisLine={{ stroke: 'var(--border)' }}
            ticks={weeklyTicks(days)}
            interval={0}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
            tickLine={false}
            axisLine={false}
            width={yAxisWidth(Math.ceil(max))}
          />
          <Tooltip
            cursor={{ stroke: 'var(--muted-foreground)', strokeDasharray: '3 3' }}
            content={<ChartTooltip name={label} />}
          />
          <Area
            type="monotone"
            dataKey={metric}
            name={label}
            stroke={color}
            strokeWidth={2}
            fill={`url(#${gradient})`}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  )
}
