import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'

export function ClosingCallToAction({ ctaHref }: { ctaHref: string }) {
  return (
    <section aria-labelledby="cta-heading" className="border-t">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="flex flex-col items-center gap-6 rounded-2xl border bg-primary-soft px-6 py-14 text-center">
          <h2 id="cta-heading" className="max-w-xl text-3xl font-semibold tracking-tight text-balance">
            Your next internship starts with one email
          </h2>
          <p className="max-w-md text-muted-foreground dark:text-primary-soft-foreground">
            Find a startup you admire, write to the people building it, and start the conversation.
          </p>
          <Button size="lg" asChild>
            <Link to={ctaHref}>
              Find startups to email
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
