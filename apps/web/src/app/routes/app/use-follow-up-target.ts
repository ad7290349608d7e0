import type { OutreachSend } from '@coldstart/contract'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ComposerStartup, ComposerTarget } from '@/features/composer/types'
import { startupQueryOptions } from '@/features/startups/api/get-startup'

/**
 * Whom the composer follows `send` up with: the open posting's address, or the startup's team member as the
 * directory lists them now; null when neither is left (the page offers the mail app then). The startup's
 * details (what the coach checks the email against) are read as the dialog opens and passed on when they
 * arrive: the dialog never waits for them.
 */
export function useFollowUpTarget(send: OutreachSend | null): ComposerTarget | null {
  const startupId = (send?.internship ? send.internship.startupId : send?.startupId) ?? null
  const details = useQuery({ ...startupQueryOptions(startupId ?? ''), enabled: startupId !== null })
  const about = details.data

  return useMemo(() => {
    if (!send) return null
    const startup: ComposerStartup | undefined = startupId
      ? {
          id: startupId,
          name: send.internship?.company ?? send.company,
          sector: about?.sector,
          tags: about?.tags,
          location: about?.location,
          description: about?.description,
        }
      : undefined
    if (send.internship) return { internship: send.internship, startup }
    if (send.employee && startup) return { startup, recipients: [send.employee] }
    return null
  }, [send, startupId, about])
}
