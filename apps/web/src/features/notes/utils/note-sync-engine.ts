import { type Note, type SaveNoteBody } from '@coldstart/contract'
import type { SaveNoteOutcome } from '../api/save-note'
import type { NoteLocalStore } from './note-local-copy'

export const NOTES_AUTOSAVE_DEBOUNCE_MS = 1000

export type NoteStatus = 'loading' | 'saving' | 'saved' | 'offline' | 'conflict' | 'error'

export interface NoteConflictState {
  mine: string
  theirs: string
  theirsVersion: number
}

export interface NoteSyncState {
  status: NoteStatus
  text: string
  /** false until there is something to edit (the server's note or a local copy) */
  ready: boolean
  conflict: NoteConflictState | null
  /** set when unsaved text from an earlier visit was put back; holds the server's text it replaced */
  restoredOver: string | null
  /** why a save was refused for good (too long), when status is 'error' */
  error: string | null
}

export type ConflictChoice = 'mine' | 'theirs' | 'both'

export interface NoteSyncDeps {
  load: () => Promise<Note>
  save: (input: SaveNoteBody, options?: { keepalive?: boolean }) => Promise<SaveNoteOutcome>
  local: NoteLocalStore
  debounceMs?: number
  retryStartMs?: number
  retryMaxMs?: number
}

const isStatus = (error: unknown, ...statuses: number[]) =>
  typeof error === 'object' &&
  error !== null &&
  statuses.includes((error as { status?: number }).status ?? -1)

/**
 * The Quick Note kept in step with the server, keystroke-safe: every edit is written to the local copy at
 * once, saved DEBOUNCE ms after typing stops, and the copy only counts as saved once the server acknowledged
 * that exact text. Failed saves retry with backoff; a save based on an old version comes back as a conflict
 * for the user to settle. Framework-free: React reads it through subscribe/getState.
 */
export class NoteSyncEngine {
  private state: NoteSyncState = {
    status: 'loading',
    text: '',
    ready: false,
    conflict: null,
    restoredOver: null,
    error: null,
  }
  private baseVersion: number | null = null
  private dirty = false
  private inFlight: Promise<void> | null = null
  private saveAgain = false
  private debounceTimer: ReturnType<typeof setTimeout> | undefined
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private retryDelay: number
  private exitSentFor: string | null = null
  private disposed = false
  /** texts this tab sent and the server has not confirmed: finding one stored is no conflict */
  private readonly unconfirmed = new Set<string>()
  private readonly listeners = new Set<() => void>()
  private readonly deps: NoteSyncDeps
  private readonly debounceMs: number
  private readonly retryStartMs: number
  private readonly retryMaxMs: number

  constructor(deps: NoteSyncDeps) {
    this.deps = deps
    this.debounceMs = deps.debounceMs ?? NOTES_AUTOSAVE_DEBOUNCE_MS
    this.retryStartMs = deps.retryStartMs ?? 1000
    this.retryMaxMs = deps.retryMaxMs ?? 30_000
    this.retryDelay = this.retryStartMs
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getState = () => this.state

  private set(patch: Partial<NoteSyncState>) {
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }

  private writeLocal() {
    this.deps.local.write({ text: this.state.text, baseVersion: this.baseVersion, saved: !this.dirty })
  }

  /** Shows the local copy at once (when there is one), then reads the server's note and reconciles. */
  start() {
    this.disposed = false
    const local = this.deps.local.read()
    if (local) {
      this.baseVersion = local.baseVersion
      this.dirty = !local.saved
      this.set({ text: local.text, ready: true })
    }
    void this.load()
  }

  private async load() {
    let server: Note
    try {
      server = await this.deps.load()
    } catch (error) {
      if (this.disposed) return
      console.warn('Quick Notes: the note could not be loaded', error)
      this.set({ status: 'offline', ready: true })
      this.retryLater(() => void this.load())
      return
    }
    if (this.disposed) return
    this.retryDelay = this.retryStartMs
    this.reconcile(server)
  }

  private reconcile(server: Note) {
    const text = this.state.text
    if (!this.dirty || text === server.content) {
      // Nothing unsaved here (or it is what the server holds): the server's note is the note.
      this.baseVersion = server.version
      this.dirty = false
      this.set({ text: server.content, ready: true, status: 'saved' })
      this.writeLocal()
    } else if (this.baseVersion === server.version || server.content === '') {
      // Unsaved local text newer than the server's: offer it back (kept, saved now), never drop it.
      const restoredOver = server.content
      this.baseVersion = server.version
      this.set({ ready: true, restoredOver, status: 'saving' })
      void this.save()
    } else {
      // Edited here from an older version while the server moved on: the user chooses.
      this.showConflict(server)
    }
  }

  private showConflict(current: Note) {
    this.set({
      ready: true,
      status: 'conflict',
      conflict: { mine: this.state.text, theirs: current.content, theirsVersion: current.version },
    })
  }

  /** A keystroke: stored locally now, saved once typing pauses. */
  edit(text: string) {
    if (text === this.state.text) return
    this.dirty = true
    this.exitSentFor = null
    const { conflict, status } = this.state
    this.set({
      text,
      conflict: conflict ? { ...conflict, mine: text } : null,
      status: status === 'offline' || status === 'conflict' ? status : 'saving',
      error: null,
    })
    this.writeLocal()
    clearTimeout(this.debounceTimer)
    this.debounceTimer = setTimeout(() => void this.save(), this.debounceMs)
  }

  /** Saves now unless nothing is unsaved, a conflict waits for the user, or the server's note is unknown. */
  save(): Promise<void> {
    clearTimeout(this.debounceTimer)
    if (this.inFlight) {
      this.saveAgain = true
      return this.inFlight
    }
    if (!this.dirty || this.state.conflict || this.baseVersion === null || this.disposed) {
      return Promise.resolve()
    }
    clearTimeout(this.retryTimer)
    const sent = { content: this.state.text, baseVersion: this.baseVersion }
    this.sending(sent.content)
    if (this.state.status !== 'offline') this.set({ status: 'saving' })
    this.inFlight = this.send(sent).finally(() => {
      this.inFlight = null
      if (this.saveAgain && !this.disposed) {
        this.saveAgain = false
        void this.save()
      }
    })
    return this.inFlight
  }

  private async send(sent: SaveNoteBody) {
    let outcome: SaveNoteOutcome
    try {
      outcome = await this.deps.save(sent)
    } catch (error) {
      if (this.disposed) return
      if (isStatus(error, 400, 413)) {
        // Refused for good (too long, unstorable): retrying cannot help; the local copy keeps the text.
        this.set({ status: 'error', error: (error as Error).message })
        return
      }
      console.warn('Quick Notes: save failed, will retry', error)
      this.set({ status: 'offline' })
      this.retryLater(() => void this.save())
      return
    }
    if (this.disposed) return
    this.retryDelay = this.retryStartMs
    this.acknowledge(sent.content, outcome)
  }

  private sending(text: string) {
    if (this.unconfirmed.size >= 20) this.unconfirmed.clear()
    this.unconfirmed.add(text)
  }

  private acknowledge(sentText: string, outcome: SaveNoteOutcome) {
    if (outcome.kind === 'conflict') {
      if (this.unconfirmed.has(outcome.current.content)) {
        // The newer version is this tab's own earlier save (a keepalive that landed first): build on it.
        this.baseVersion = outcome.current.version
        if (this.inFlight) this.saveAgain = true
        else void this.save()
        return
      }
      this.showConflict(outcome.current)
      return
    }
    this.unconfirmed.clear()
    this.baseVersion = outcome.note.version
    if (this.state.text === sentText) this.dirty = false
    this.writeLocal()
    // Typed on while the save was out: the pending debounce (or saveAgain) sends the rest.
    this.set({ status: this.dirty ? 'saving' : 'saved' })
  }

  private retryLater(run: () => void) {
    clearTimeout(this.retryTimer)
    if (this.disposed) return
    this.retryTimer = setTimeout(run, this.retryDelay)
    this.retryDelay = Math.min(this.retryDelay * 2, this.retryMaxMs)
  }

  /** Back online (the browser says so): try now instead of waiting out the backoff. */
  retryNow() {
    if (this.state.status !== 'offline') return
    this.retryDelay = this.retryStartMs
    if (this.baseVersion === null) void this.load()
    else void this.save()
  }

  /** Settles a conflict: keep this tab's text, the other's, or both (this tab's first). */
  resolveConflict(choice: ConflictChoice) {
    const conflict = this.state.conflict
    if (!conflict) return
    this.baseVersion = conflict.theirsVersion
    if (choice === 'theirs' || conflict.theirs === conflict.mine) {
      this.dirty = false
      this.set({ text: conflict.theirs, conflict: null, status: 'saved', restoredOver: null })
      this.writeLocal()
      return
    }
    const text =
      choice === 'mine'
        ? conflict.mine
        : [conflict.mine, conflict.theirs].filter((t) => t.trim()).join('\n\n')
    this.dirty = true
    this.set({ text, conflict: null, status: 'saving', restoredOver: null })
    this.writeLocal()
    void this.save()
  }

  /** Puts the server's text back over a restored local copy (the user did not want it). */
  discardRestored() {
    const previous = this.state.restoredOver
    if (previous === null) return
    this.set({ restoredOver: null })
    this.edit(previous)
  }

  dismissRestored() {
    this.set({ restoredOver: null })
  }

  /**
   * The page is going away (pagehide, hidden tab): send what is unsaved as a keepalive request, which the
   * browser finishes after the page is gone. The local copy stays until an answer confirms it.
   */
  flushOnExit() {
    clearTimeout(this.debounceTimer)
    if (!this.dirty || this.state.conflict || this.baseVersion === null) return
    if (this.exitSentFor === this.state.text) return
    const sent = { content: this.state.text, baseVersion: this.baseVersion }
    this.exitSentFor = sent.content
    this.sending(sent.content)
    this.deps.save(sent, { keepalive: true }).then(
      (outcome) => {
        if (!this.disposed && !this.inFlight) this.acknowledge(sent.content, outcome)
      },
      () => {
        this.exitSentFor = null
      },
    )
  }

  /** Saves everything now and says whether the server holds this exact text (before signing out). */
  async flush(): Promise<boolean> {
    for (let attempt = 0; attempt < 3 && this.dirty; attempt++) {
      if (this.state.conflict || this.state.status === 'error') break
      await this.save()
      if (this.state.status === 'offline') break
    }
    return !this.dirty && !this.state.conflict
  }

  /** Stops timers and ignores late answers; start() may run again (React's strict mode does that). */
  stop() {
    this.disposed = true
    clearTimeout(this.debounceTimer)
    clearTimeout(this.retryTimer)
  }
}
