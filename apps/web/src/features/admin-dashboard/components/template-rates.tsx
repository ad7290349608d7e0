import { TEMPLATE_RATE_PENDING, formatCount, type TemplateRateRow } from '@coldstart/contract'
import { Badge } from '@/components/ui/badge'

const COLUMNS = ['Template', 'Sent', 'Replies', 'Reply rate'] as const

type TemplateRatesProps = { rates: TemplateRateRow[]; labelledBy: string }

/**
 * Each active template's reply rate across all students, best first: first emails sent from connected
 * mailboxes, how many were answered, and the rate once there are enough sends to mean something.
 */
export function TemplateRates({ rates, labelledBy }: TemplateRatesProps) {
  if (rates.length === 0)
    return <p className="py-6 text-center text-sm text-muted-foreground">No active templates</p>
  return (
    // scrolls on its own on a phone rather than widening the page or breaking a figure over lines
    <div className="overflow-x-auto">
      <table aria-labelledby={labelledBy} className="w-full min-w-[26rem] text-sm">
        <thead className="text-left text-xs text-muted-foreground">
          <tr className="border-b">
            {COLUMNS.map((column, i) => (
              <th
                key={column}
                scope="col"
                className={
                  i === 0 ? 'py-2 pr-3 font-medium' : 'py-2 pl-3 text-right font-medium whitespace-nowrap'
                }
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rates.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <span className="font-medium">{row.title}</span>{' '}
                <Badge variant="secondary" className="ml-1 align-middle">
                  {row.category}
                </Badge>
              </th>
              <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                {formatCount(row.sends)}
              </td>
              <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                {formatCount(row.replies)}
              </td>
              <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">
                {row.successRate === null ? (
                  <span className="text-muted-foreground">{TEMPLATE_RATE_PENDING}</span>
                ) : (
                  `${Math.round(row.successRate)}%`
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
