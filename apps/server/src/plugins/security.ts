import type { FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'

/** Security headers. The CSP allows no inline script; images may come from https: and data:. */
export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner inject <style> elements at run time; scripts stay locked down.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'https:', 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The SPA is served over plain http on localhost in the embedded default; HSTS only makes sense behind TLS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  })
}
