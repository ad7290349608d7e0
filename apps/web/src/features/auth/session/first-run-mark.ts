// A new account's first stop is the first run, not the directory: the sign-up form marks the tab before the
// account exists, the redirect after sign-in reads the mark, and the first run clears it.
const KEY = 'coldstart-first-run'

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function markFirstRun() {
  try {
    session()?.setItem(KEY, '1')
  } catch {
    // storage blocked: the student lands on the directory, whose hints lead to the first run
  }
}

export const hasFirstRunMark = () => session()?.getItem(KEY) === '1'

export function clearFirstRunMark() {
  try {
    session()?.removeItem(KEY)
  } catch {
    // nothing was stored
  }
}
