// Shared setup for web unit tests (referenced by apps/web/vite.config.ts and the root vitest projects).
import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'

afterEach(async () => {
  // Only DOM tests render components; node-environment tests skip the import entirely.
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
})
