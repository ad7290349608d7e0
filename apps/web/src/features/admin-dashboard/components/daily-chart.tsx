import type { DashboardDay } from '@coldstart/contract'
import { useId } from 'react'
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

type Metric = 'signUps' | 'templateUses' | 'pageViews'
type DailyChartProps = { days: DashboardDay[]; metric: Metric; label: string; color: string }

const SHORT_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const dayLabel = (date: string) => SHORT_DATE.format(new Date(`${date}T00:00:00Z`))

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
      <p className="font-medium">{dayLabel(label)}</p>
      <p className="text-muted-foreground">
        {name}:{' '}
        <span className="font-medium text-foreground tabular-nums">
          {(payload[0]?.value ?? 0).toLocaleString()}
        </span>
      </p>
    </div>
  )
}

/** One metric over the 30 days, drawn with the theme's own colours (CSS variables), so both themes read well. */
export function DailyChart({ days, metric, label, color }: DailyChartProps) {
  const gradient = useId().replaceAll(':', '')
  return (
    <div className="h-40 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity={0.35} />
              <stop offset="100%" stopColor={color} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 3" />
          <XAxis
            dataKey="date"
            tickFormatter={dayLabel}
            tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
            tickLine={false}
            axisLine={{ stroke: 'var(--border)' }}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: 'var(--muted-foreground)', fontSize: 11 }}
            tickLine={false}
            axisLine={false}
            width={40}
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
