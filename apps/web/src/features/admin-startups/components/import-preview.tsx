import type { StartupImportResponse } from '@coldstart/contract'
import { Badge } from '@/components/ui/badge'
import { plural, pluralWord } from '@coldstart/contract'
import { formatNumber } from '@/lib/format-number'

const OUTCOME = {
  create: { label: 'New', variant: 'success' },
  duplicate: { label: 'Duplicate', variant: 'warning' },
  error: { label: 'Error', variant: 'danger' },
} as const

/** The dry run: how many rows would be added, skipped as duplicates or refused, and why, row by row. */
export function ImportPreview({ preview }: { preview: StartupImportResponse }) {
  const notable = preview.rows.filter((r) => r.outcome !== 'create')
  return (
    <div className="space-y-3">
      <p className="text-sm" role="status">
        <strong>{formatNumber(preview.toCreate)}</strong> to add,{' '}
        <strong>{formatNumber(preview.duplicates)}</strong> {pluralWord(preview.duplicates, 'duplicate')}{' '}
        skipped, <strong>{formatNumber(preview.errors)}</strong> with errors skipped.
      </p>
      <div className="max-h-72 overflow-auto rounded-lg border">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows of the file</caption>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Line
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Startup
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {[...notable, ...preview.rows.filter((r) => r.outcome === 'create')].slice(0, 500).map((row) => (
              <tr key={row.line} className="border-t align-top">
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <td className="px-3 py-2">
                  <div className="font-medium break-words">{row.name || '(no name)'}</div>
                  {row.outcome === 'create' && (
                    <div className="text-xs text-muted-foreground">
                      {plural(row.tags, 'tag')}, {plural(row.employees, 'employee')}
                    </div>
                  )}
                  {row.messages.map((message) => (
                    <div key={message} className="text-xs text-muted-foreground">
                      {message}
                    </div>
                  ))}
                </td>
                <td className="px-3 py-2">
                  <Badge variant={OUTCOME[row.outcome].variant}>{OUTCOME[row.outcome].label}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
