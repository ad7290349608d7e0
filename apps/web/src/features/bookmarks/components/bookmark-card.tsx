import type { BookmarkItem, BookmarkKind } from '@coldstart/contract'
import { Briefcase, Building2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { CompanyLogo } from '@/components/ui/company-logo'
import { BookmarkNote } from './bookmark-note'
import { RemoveBookmarkButton } from './remove-bookmark-button'

type BookmarkCardProps = {
  bookmark: BookmarkItem
  kind: BookmarkKind
  targetId: string
  name: string
  logoUrl: string | null
  title: ReactNode
  meta: ReactNode
  badges?: ReactNode
}

/** The frame both kinds of saved card share: logo, title and details, Remove, then the note. */
export function BookmarkCard(props: BookmarkCardProps) {
  const { bookmark, kind, targetId, name, logoUrl, title, meta, badges } = props
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs sm:p-5">
      <div className="flex items-start gap-3">
        <CompanyLogo
          src={logoUrl}
          placeholder={kind === 'startup' ? Building2 : Briefcase}
          className="size-10 rounded-lg"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="leading-snug font-semibold break-words [&_a]:rounded-sm [&_a]:outline-none [&_a]:hover:text-primary [&_a]:focus-visible:ring-[3px] [&_a]:focus-visible:ring-ring/50">
            {title}
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">{meta}</p>
          {badges && <div className="flex flex-wrap gap-2 pt-1">{badges}</div>}
        </div>
        <RemoveBookmarkButton kind={kind} id={targetId} name={name} note={bookmark.note} />
      </div>
      <BookmarkNote bookmarkId={bookmark.id} note={bookmark.note} name={name} />
    </article>
  )
}
