const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

/** "27 Nov 2026": how the app writes a date wherever it shows one. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso))

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short' })

/** "Tue 2 Dec": a day within the next weeks, as a snooze's end is said. */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso)).replace(',', '')

/** Whether an instant is still ahead (a snooze that has not ended). */
export const isAhead = (iso: string, now = Date.now()) => Date.parse(iso) > now
