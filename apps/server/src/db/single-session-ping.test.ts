import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { DatabaseNotAnsweringError, singleSessionPing } from './single-session-ping.ts'

// The embedded database's ping answers from what it last heard while the one session is busy, and still
// reports a failure, or a session that never answers.

describe('singleSessionPing', () => {
  it('answers up at once while its query waits, and sends one query however many checks ask', async () => {
    let queries = 0
    let answer!: () => void
    const ping = singleSessionPing(() => {
      queries++
      return new Promise<void>((resolve) => (answer = resolve))
    })
    const started = performance.now()
    await Promise.all([ping(), ping(), ping()])
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(queries).toBe(1)
    answer()
    await sleep(0)
    await ping()
    expect(queries).toBe(2)
  })

  it('reports a failed query, and a query unanswered past the limit', async () => {
    const failing = singleSessionPing(() => Promise.reject(new Error('closed')))
    await expect(failing()).rejects.toThrow('closed')
    const stuck = singleSessionPing(() => new Promise(() => {}), { waitMs: 10, stuckMs: 50 })
    await stuck()
    await sleep(60)
    await expect(stuck()).rejects.toBeInstanceOf(DatabaseNotAnsweringError)
  })
})
