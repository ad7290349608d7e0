// Work that must finish while the session still exists, before Sign Out ends it (e.g. the Quick Notes panel
// saving its last keystrokes). Features register here, so the auth feature never has to know them.

type BeforeSignOutTask = () => Promise<void>

const tasks = new Set<BeforeSignOutTask>()

/** Adds a task; returns the call that removes it (for an effect's cleanup). */
export function registerBeforeSignOut(task: BeforeSignOutTask): () => void {
  tasks.add(task)
  return () => {
    tasks.delete(task)
  }
}

/** Runs every task, each capped at `timeoutMs`: a server that does not answer must not trap the user. */
export async function runBeforeSignOut(timeoutMs = 4000): Promise<void> {
  await Promise.all(
    [...tasks].map((task) =>
      Promise.race([
        task().catch((error: unknown) => console.warn('A task before sign-out failed', error)),
        new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
      ]),
    ),
  )
}
