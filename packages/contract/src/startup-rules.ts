// A startup page's fixed strings and its daily read limit, without zod: the startup page imports the
// contacts' sign-in line, and with the schemas beside it the page carried zod (about 25 KB) in front of its
// content (docs/decisions/062).

/** The sign-in a startup's contacts need. */
export const CONTACTS_SIGN_IN = 'Sign in to see contacts'

/**
 * Startup pages a signed-in account may open per day (India's day, midnight to midnight IST). A student
 * opening a startup again the same day does not count it twice. Generous for a real student, who opens a few
 * dozen on a busy day; a scraper walking the directory stops here.
 */
export const STARTUP_READS_PER_DAY = 300

/** The 429 past STARTUP_READS_PER_DAY; `retryAfterSeconds`: until midnight in India. */
export function startupReadsLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  const wait =
    minutes < 60 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `about ${Math.round(minutes / 60)} hours`
  return `You have opened ${STARTUP_READS_PER_DAY} startups today, the daily limit. It resets at midnight India time, in ${wait}.`
}
