/** "active" → "Active" (status labels). */
export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)
