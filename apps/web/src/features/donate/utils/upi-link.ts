/** The payee name UPI apps show on the payment screen. */
export const UPI_PAYEE_NAME = 'ColdStart'

/**
 * A UPI deep link (`upi://pay`) paying `upiId`, for `amount` rupees or, with no amount, any amount the payer
 * types in. The id is left readable (`@` unescaped) because several UPI apps do not decode `%40`.
 */
export function buildUpiLink(upiId: string, amount?: number): string {
  const params = [`pa=${upiId}`, `pn=${encodeURIComponent(UPI_PAYEE_NAME)}`]
  if (amount !== undefined) params.push(`am=${amount}`)
  params.push('cu=INR')
  return `upi://pay?${params.join('&')}`
}
