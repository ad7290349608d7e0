import type { FastifyInstance } from 'fastify'

export interface RegisteredRoute {
  method: string
  url: string
}

/** Every route the app has, as full paths, read from Fastify's route tree (HEAD left out). */
export function listRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = []
  const routes: RegisteredRoute[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    stack.length = depth
    const parent = stack[depth - 1] ?? ''
    const segment = match[2]!
    const url = depth === 0 ? segment : `${parent.replace(/\/$/, '')}/${segment.replace(/^\//, '')}`
    stack[depth] = url
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url: url.length > 1 ? url.replace(/\/$/, '') : url })
    }
  }
  return routes
}
