const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`

/** "₹15,000/month" for a fixed stipend, "₹10,000–20,000/month" for a range, null when none is given. */
export function formatStipend(min: number | null, max: number | null): string | null {
  if (min === null || max === null) return null
  if (min === max) return `${rupees(min)}/month`
  return `${rupees(min)}–${max.toLocaleString('en-IN')}/month`
}

/** A calendar date (YYYY-MM-DD) as "12 Dec 2026", read as that day wherever the student is. */
export function formatDeadline(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
