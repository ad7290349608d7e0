import { useEffect, useState } from 'react'

export type QrCodeState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'error' }

/**
 * A PNG data URL of a QR code for `text`, drawn in the browser. The `qrcode` library is loaded on first
 * use, so only the Donate page pays for it.
 */
export function useQrCode(text: string, size = 232): QrCodeState {
  const [result, setResult] = useState<{ text: string; state: QrCodeState }>({
    text,
    state: { status: 'loading' },
  })

  useEffect(() => {
    let current = true
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { width: size, margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (dataUrl) => current && setResult({ text, state: { status: 'ready', dataUrl } }),
        (error: unknown) => {
          console.warn('Could not draw the QR code', error)
          if (current) setResult({ text, state: { status: 'error' } })
        },
      )
    return () => {
      current = false
    }
  }, [text, size])

  // Until the new code is drawn, say so rather than show the previous amount's code.
  return result.text === text ? result.state : { status: 'loading' }
}
