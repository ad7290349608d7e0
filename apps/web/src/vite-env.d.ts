/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; defaults to the same-origin `/api`. */
  readonly VITE_API_BASE_URL?: string
  /** The team's contact address on the Team page and in the footer (config/site.ts has the default). */
  readonly VITE_TEAM_EMAIL?: string
  /** The UPI id the Donate page's QR code pays to (config/site.ts has the default). */
  readonly VITE_UPI_ID?: string
  /** The zone the product's days run in, the server's own setting (config/product-day.ts has the default). */
  readonly PRODUCT_TIME_ZONE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
