// Where the browser finds the API. It lives on the same origin under /api (Vite proxies it in
// development), so nothing secret or host-specific is baked into the build. The site's own public details
// (team email, UPI id) are build-time settings in config/site.ts.
export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
} as const
