import { matchPath } from 'react-router'
import { APP_AREAS, paths } from '@/config/paths'

/** True on /app/startups/:id and /dashboard/startups/:id, where the scroll-to-top button stays hidden. */
export function isStartupDetail(pathname: string): boolean {
  return APP_AREAS.some((area) => matchPath(`${area}/${paths.app.startup.path}`, pathname) !== null)
}
