// The only settings the browser bundle reads. The API lives on the same origin under /api
// (Vite proxies it in development), so nothing secret or host-specific is baked into the build.
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
} as const
