import { Square } from 'lucide-react'
import { Button } from '@/components/ui/button'

type ComposeProgressProps = { written: number; expected: number; onStop: () => void }

/** While the writer streams: how far along it is (against the template's length) and a Stop button. */
export function ComposeProgress({ written, expected, onStop }: ComposeProgressProps) {
  const percent = Math.min(95, Math.round((written / Math.max(expected, 1)) * 100))
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-muted/40 px-3 py-2">
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="text-sm font-medium">
          Personalising… <span className="font-normal text-muted-foreground">{written} characters</span>
        </p>
        <div
          role="progressbar"
          aria-label="Personalising"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${Math.max(percent, 4)}%` }}
          />
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onStop}>
        <Square className="fill-current" aria-hidden="true" />
        Stop
      </Button>
    </div>
  )
}
