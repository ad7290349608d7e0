const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

/** "27 Nov 2026": how the app writes a date wherever it shows one. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short' })

/** "Tue 2 Dec": a day within the next weeks, as a snooze's end is said. */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso)).replace(',', '')

/** Whether an instant is still ahead (a snooze that has not ended). */
export const isAhead = (iso: string, now = Date.now()) => Date.parse(iso) > now

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })

/** "27 Nov 2026, 3:05 pm": an instant whose time of day matters (an activity, a refusal). */
export const formatDateTime = (at: string | Date) => dateTimeFormat.format(new Date(at))

const shortDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** "12 Dec": a calendar date (YYYY-MM-DD) as written, in no time zone. */
export const formatShortDate = (date: string) => shortDateFormat.format(new Date(`${date}T00:00:00Z`))
