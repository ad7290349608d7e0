// Local storage keys: renaming one forgets what browsers already stored.
export const STORAGE_KEYS = {
  auth: 'auth-store',
  theme: 'theme',
  notesState: (userId: string) => `notes-state-${userId}`,
  notesContent: (userId: string) => `notes-content-${userId}`,
  startupFilters: 'startup-filters',
} as const
