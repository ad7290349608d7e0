import { useParams } from 'react-router'
import { StartupDetail } from '@/features/startups/components/startup-detail'

/** /app/startups/{id} (and under /dashboard): one startup and its team. */
export function StartupRoute() {
  const { id = '' } = useParams()
  // Keyed by id so moving between startups starts from a clean page (skeleton, title, scroll state).
  return <StartupDetail key={id} id={id} />
}
