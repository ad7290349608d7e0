import { UserRoundPen } from 'lucide-react'
import { Link } from 'react-router'
import { useAppPaths } from '@/hooks/use-app-paths'
import type { KnownValues } from '@/lib/readable-template'

// The student facts an email leans on, the first-run step that asks for each, and how the gap is named.
const WANTED = [
  { name: 'studies', step: 'studies', words: 'your studies' },
  { name: 'skills', step: 'skills', words: 'your skills' },
  { name: 'role', step: 'domains', words: 'the role you want' },
  { name: 'project', step: 'resume', words: 'a project of yours' },
] as const

const listed = (words: string[]) =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/** What the student's profile still lacks for their emails, with one click to the question that fills it. */
export function ProfileGaps({ values }: { values: KnownValues }) {
  const appPaths = useAppPaths()
  const missing = WANTED.filter((w) => !values[w.name]?.trim())
  if (!missing.length) return null
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
      <UserRoundPen className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        Your emails leave out {listed(missing.map((m) => m.words))}: your profile does not say yet.
      </p>
      <Link
        to={appPaths.welcome(missing[0]!.step)}
        className="inline-flex min-h-9 items-center rounded-md border border-primary/40 bg-background px-3 font-medium text-primary hover:bg-primary/10 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        Fill in your profile
      </Link>
    </div>
  )
}
