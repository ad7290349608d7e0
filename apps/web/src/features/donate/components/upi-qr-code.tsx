import { Skeleton } from '@/components/ui/skeleton'
import { site } from '@/config/site'
import { useQrCode } from '../hooks/use-qr-code'

type UpiQrCodeProps = { link: string; amountText: string }

const SIZE = 232

/** The QR code of the UPI link, drawn in the browser; black on white in both themes so every app can scan it. */
export function UpiQrCode({ link, amountText }: UpiQrCodeProps) {
  const qr = useQrCode(link, SIZE)

  return (
    <figure className="mx-auto flex w-fit flex-col items-center gap-3">
      <div
        className="rounded-xl border bg-white p-2 shadow-xs"
        style={{ width: SIZE + 18, height: SIZE + 18 }}
      >
        {qr.status === 'ready' && (
          <img
            src={qr.dataUrl}
            width={SIZE}
            height={SIZE}
            alt={`UPI QR code to pay ${amountText} to ${site.upiId}`}
          />
        )}
        {qr.status === 'loading' && <Skeleton className="size-full" />}
        {qr.status === 'error' && (
          <p className="flex size-full items-center justify-center p-4 text-center text-sm text-zinc-700">
            The QR code could not be drawn. Use the UPI ID instead.
          </p>
        )}
      </div>
      <figcaption className="text-center text-sm text-muted-foreground">
        Scan with any UPI app to pay {amountText}
      </figcaption>
    </figure>
  )
}
