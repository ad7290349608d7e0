import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { site } from '@/config/site'
import { HeroLogos } from './hero-logos'

const UNBROKEN = 'One-Stop'
const [taglineBefore, taglineAfter] = site.tagline.split(UNBROKEN)

type LandingHeroProps = {
  ctaHref: string
  /** "Join N+ students using ColdStart"; composed by the route so this feature stays independent. */
  joinCount: ReactNode
}

export function LandingHero({ ctaHref, joinCount }: LandingHeroProps) {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-48 -z-10 mx-auto h-[28rem] max-w-4xl rounded-full bg-primary/15 blur-3xl dark:bg-primary/10"
      />
      <div className="relative mx-auto max-w-6xl px-4 sm:px-6">
        <HeroLogos />
        <div className="mx-auto flex max-w-3xl flex-col items-center pt-16 pb-20 text-center sm:pt-24 sm:pb-28 lg:max-w-2xl xl:max-w-3xl">
          <Badge variant="outline" className="mb-6 bg-background/80 px-3 py-1 text-sm">
            AI • Internships • Growth
          </Badge>
          <h1
            id="hero-heading"
            className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {/* Keeps "One-Stop" on one line: the hyphen would otherwise be a break point. */}
            {taglineBefore}
            <span className="whitespace-nowrap">{UNBROKEN}</span>
            {taglineAfter}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-balance text-muted-foreground">
            Discover top startups, send personalized cold emails, and land your dream internship with
            AI-powered tools.
          </p>
          <div className="mt-10 flex w-full flex-col items-center justify-center gap-3 sm:w-auto sm:flex-row">
            <Button size="lg" asChild className="w-full sm:w-auto">
              <Link to={ctaHref}>
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <a
              href="#how-it-works"
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              See how it works
            </a>
          </div>
          <p className="mt-6 text-sm text-muted-foreground">{joinCount}</p>
        </div>
      </div>
    </section>
  )
}
