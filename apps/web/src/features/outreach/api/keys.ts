/** Every outreach query starts with this key: the composer invalidates it by this name after each send. */
export const outreachQueryKey = ['outreach'] as const
