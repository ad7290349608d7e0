import type { FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'

/**
 * Security headers. The CSP allows no inline script; images may come from https: and data:. Framing is
 * refused twice over (CSP frame-ancestors for today's browsers, X-Frame-Options DENY for older ones).
 */
export async function registerSecurity(app: FastifyInstance, opts: { https: boolean }) {
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
    frameguard: { action: 'deny' },
    // Only when the public address is https: sent over plain http (localhost) it would be ignored anyway,
    // and browsers must not be pinned to https for a host that does not serve it.
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  })
}
