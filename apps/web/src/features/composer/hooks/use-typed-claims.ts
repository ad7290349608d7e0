import { typedClaims, type CoachFacts } from '@coldstart/contract'
import { useDeferredValue, useMemo } from 'react'

/**
 * Claims and figures in the text that nothing the student or the company has backs: what the student typed
 * (a company they worked at, a figure) for them to confirm or remove. Follows the text a frame behind when the
 * browser is busy, so typing stays smooth.
 */
export function useTypedClaims(body: string, facts: CoachFacts | null, streaming: boolean): string[] {
  const text = useDeferredValue(body)
  return useMemo(() => (streaming || !facts ? [] : typedClaims(text, facts)), [text, facts, streaming])
}
