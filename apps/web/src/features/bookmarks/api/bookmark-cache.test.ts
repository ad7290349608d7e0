// @vitest-environment node
import type { BookmarkListResponse } from '@coldstart/contract'
import { QueryClient, type InfiniteData } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { dropFromLists, isSavedInCache, setNoteInLists, setSavedInCache } from './bookmark-cache'
import { queryKeys } from '@/lib/query-keys'

const S1 = '00000000-0000-4000-8000-000000000001'
const S2 = '00000000-0000-4000-8000-000000000002'

function startupBookmark(id: string, startupId: string): BookmarkListResponse['items'][number] {
  const at = '2026-11-24T03:00:00.000000+00:00'
  return {
    id,
    kind: 'startup',
    note: '',
    createdAt: at,
    updatedAt: at,
    startup: {
      id: startupId,
      name: 'Kite',
      logoUrl: null,
      sector: null,
      location: null,
      description: null,
      isHiring: false,
    },
  }
}

function withList(qc: QueryClient) {
  const data: InfiniteData<BookmarkListResponse, string | null> = {
    pageParams: [null],
    pages: [
      {
        items: [startupBookmark('b1', S1), startupBookmark('b2', S2)],
        nextCursor: null,
        counts: { all: 2, startup: 2, internship: 0 },
      },
    ],
  }
  qc.setQueryData(queryKeys.bookmarks.list(undefined), data)
  qc.setQueryData(queryKeys.bookmarks.list('startup'), data)
}

const listOf = (qc: QueryClient, kind?: 'startup') =>
  qc.getQueryData<InfiniteData<BookmarkListResponse>>(queryKeys.bookmarks.list(kind))!.pages[0]!

describe('bookmark cache', () => {
  it('marks a target saved and unsaved in the ids, once', () => {
    const qc = new QueryClient()
    qc.setQueryData(queryKeys.bookmarks.ids, { startups: [S2], internships: [] })
    setSavedInCache(qc, 'startup', S1, true)
    setSavedInCache(qc, 'startup', S1, true)
    expect(qc.getQueryData(queryKeys.bookmarks.ids)).toEqual({ startups: [S2, S1], internships: [] })
    expect(isSavedInCache(qc, 'startup', S1)).toBe(true)
    expect(isSavedInCache(qc, 'internship', S1)).toBe(false)
    setSavedInCache(qc, 'startup', S1, false)
    expect(isSavedInCache(qc, 'startup', S1)).toBe(false)
  })

  it('drops a removed bookmark from every list and its counts, and only once', () => {
    const qc = new QueryClient()
    withList(qc)
    dropFromLists(qc, 'startup', S1)
    dropFromLists(qc, 'startup', S1)
    for (const kind of [undefined, 'startup'] as const) {
      expect(listOf(qc, kind).items.map((b) => b.id)).toEqual(['b2'])
      expect(listOf(qc, kind).counts).toEqual({ all: 1, startup: 1, internship: 0 })
    }
  })

  it('puts a saved note into the cached lists', () => {
    const qc = new QueryClient()
    withList(qc)
    setNoteInLists(qc, 'b2', 'Write to Priya')
    expect(listOf(qc).items.find((b) => b.id === 'b2')?.note).toBe('Write to Priya')
    expect(listOf(qc, 'startup').items.find((b) => b.id === 'b1')?.note).toBe('')
  })
})
