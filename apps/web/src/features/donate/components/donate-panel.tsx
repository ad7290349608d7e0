import { Copy, Heart, Smartphone } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { RadioGroup, RadioGroupChip } from '@/components/ui/radio-group'
import { site } from '@/config/site'
import { buildUpiLink } from '../utils/upi-link'
import { UpiQrCode } from './upi-qr-code'

const DONATION_AMOUNTS = [21, 37, 58, 99] as const
const DEFAULT_DONATION_AMOUNT = 21

const ANY = 'any'

/** Amounts 21, 37, 58, 99 rupees or Any, paid by scanning a UPI QR code or opening a UPI app. */
export function DonatePanel() {
  const [amount, setAmount] = useState<string>(String(DEFAULT_DONATION_AMOUNT))
  const labelId = useId()
  const rupees = amount === ANY ? undefined : Number(amount)
  const upiLink = buildUpiLink(site.upiId, rupees)
  const amountText = rupees === undefined ? 'any amount' : `₹${rupees}`

  async function copyUpiId() {
    try {
      await navigator.clipboard.writeText(site.upiId)
      toast.success('UPI ID copied')
    } catch {
      toast.error('Could not copy. Please copy the UPI ID by hand.')
    }
  }

  return (
    <Card className="max-w-4xl">
      <CardHeader>
        <CardTitle id={labelId} className="flex items-center gap-2 text-base">
          <Heart className="size-4 text-primary" aria-hidden="true" />
          Choose an amount
        </CardTitle>
        <CardDescription>Every rupee goes to servers and AI usage.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 md:grid-cols-[1fr_auto] md:items-start">
        <div className="space-y-6">
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
              {rupees === undefined ? 'Pay any amount you like' : `Pay ₹${rupees}`} with any UPI app to:
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

          <Button asChild className="w-full sm:w-auto">
            <a href={upiLink}>
              <Smartphone aria-hidden="true" />
              Pay {amountText} in a UPI app
            </a>
          </Button>
          <p className="text-xs text-muted-foreground">On a phone, the button opens your UPI app directly.</p>
        </div>
        <UpiQrCode link={upiLink} amountText={amountText} />
      </CardContent>
    </Card>
  )
}
