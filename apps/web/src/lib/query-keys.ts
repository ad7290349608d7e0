import type { BookmarkKind, RecentOutreachQuery } from '@coldstart/contract'

// Every TanStack Query key of the app, in one place: a feature that reads or invalidates another's cache
// entry (the profile, the admin dashboard) names the same key, not a copy of it. Keys start with their
// area, so invalidating a prefix (`queryKeys.outreach.all`) reaches every query under it. Everything after
// sign-in is per user: the cache is cleared on sign-out.
export const queryKeys = {
  auth: {
    providers: ['auth', 'providers'] as const,
    admin: (userId: string) => ['auth', 'admin', userId] as const,
  },
  /** the profile row, which also holds the kept resume */
  profile: ['profile'] as const,
  /** the connected mailbox's status (never its password) */
  mailbox: ['mailbox'] as const,
  /** the mailbox's sending settings: time zone, daily limit, sends today */
  mailboxSettings: ['mailbox', 'settings'] as const,
  /** the project and result the emails use: what the kept resume offers changes with it */
  emailPicks: ['resume', 'email-picks'] as const,
  startups: {
    all: ['startups'] as const,
    list: <F>(filters: F) => ['startups', 'list', filters] as const,
    detail: (id: string) => ['startups', 'detail', id] as const,
  },
  internships: {
    all: ['internships'] as const,
    list: <F>(filters: F) => ['internships', 'list', filters] as const,
    detail: (id: string) => ['internships', 'detail', id] as const,
    ofStartup: (startupId: string) => ['internships', 'startup', startupId] as const,
  },
  bookmarks: {
    all: ['bookmarks'] as const,
    ids: ['bookmarks', 'ids'] as const,
    lists: ['bookmarks', 'list'] as const,
    list: (kind: BookmarkKind | undefined) => ['bookmarks', 'list', kind ?? 'all'] as const,
  },
  templates: ['templates'] as const,
  /** the student's own template values: a profile save changes them */
  templateValues: ['template-values'] as const,
  outreach: {
    /** the log, the nudges, "last emailed": everything a send changes */
    all: ['outreach'] as const,
    /** the composer's repeat warning and a startup page's "Last emailed" read the same entry */
    recent: (target: RecentOutreachQuery) => ['outreach', 'recent', target] as const,
    sends: <F>(filter: F) => ['outreach', 'sends', filter] as const,
    settings: ['outreach', 'settings'] as const,
    dueCount: ['outreach', 'due-count'] as const,
    /** what the mailbox sync saw (replies, bounces, possible replies) and the reply rate */
    mailReplies: ['outreach', 'mail-replies'] as const,
  },
  admin: {
    dashboard: ['admin', 'dashboard'] as const,
    activity: {
      all: ['admin', 'activity'] as const,
      list: <F>(filters: F) => ['admin', 'activity', filters] as const,
    },
    templates: {
      all: ['admin', 'templates'] as const,
      list: <F>(params: F) => ['admin', 'templates', params] as const,
      previewStartup: ['admin', 'templates', 'preview-startup'] as const,
    },
    startups: {
      all: ['admin', 'startups'] as const,
      list: <F>(filters: F) => ['admin', 'startups', 'list', filters] as const,
      detail: (id: string) => ['admin', 'startups', 'detail', id] as const,
      sectors: ['admin', 'startups', 'sectors'] as const,
    },
    internships: {
      all: ['admin', 'internships'] as const,
      list: <F>(filters: F) => ['admin', 'internships', filters] as const,
      startupOptions: (q: string) => ['admin', 'internships', 'startup-options', q] as const,
    },
  },
}
