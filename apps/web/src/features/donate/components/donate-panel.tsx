import { DEFAULT_DONATION_AMOUNT, DONATION_AMOUNTS } from '@coldstart/contract'
import { Copy, Heart } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { RadioGroup, RadioGroupChip } from '@/components/ui/radio-group'
import { site } from '@/config/site'

const ANY = 'any'

export function DonatePanel() {
  const [amount, setAmount] = useState<string>(String(DEFAULT_DONATION_AMOUNT))
  const labelId = useId()

  async function copyUpiId() {
    try {
      await navigator.clipboard.writeText(site.upiId)
      toast.success('UPI ID copied')
    } catch {
      toast.error('Could not copy. Please copy the UPI ID by hand.')
    }
  }

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle id={labelId} className="flex items-center gap-2 text-base">
          <Heart className="size-4 text-primary" aria-hidden="true" />
          Choose an amount
        </CardTitle>
        <CardDescription>Every rupee goes to servers and AI usage.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <RadioGroup
          aria-labelledby={labelId}
          value={amount}
          onValueChange={setAmount}
          className="grid grid-cols-3 gap-2 sm:grid-cols-5"
        >
          {DONATION_AMOUNTS.map((value) => (
            <RadioGroupChip key={value} value={String(value)}>
              ₹{value}
            </RadioGroupChip>
          ))}
          <RadioGroupChip value={ANY}>Any</RadioGroupChip>
        </RadioGroup>

        <div className="space-y-3 rounded-lg border bg-muted/50 p-4">
          <p className="text-sm" aria-live="polite">
            {amount === ANY ? 'Pay any amount you like' : `Pay ₹${amount}`} via any UPI app to:
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <code className="rounded-md border bg-background px-3 py-1.5 font-mono text-base">
              {site.upiId}
            </code>
            <Button variant="outline" size="sm" onClick={copyUpiId}>
              <Copy aria-hidden="true" />
              Copy UPI ID
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  )
}
