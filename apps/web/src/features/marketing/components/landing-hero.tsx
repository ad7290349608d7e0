import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'

type LandingHeroProps = {
  ctaHref: string
  /** "Join N+ students using ColdStart"; composed by the route so this feature stays independent. */
  joinCount: ReactNode
}

export function LandingHero({ ctaHref, joinCount }: LandingHeroProps) {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-3xl rounded-full bg-primary/15 blur-3xl dark:bg-primary/10"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
        <Badge variant="outline" className="mb-6 bg-background/80 px-3 py-1 text-sm">
          AI • Internships • Growth
        </Badge>
        <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Your Ultimate One-Stop Platform to Crack Internships
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-balance text-muted-foreground">
          Discover top startups, send personalized cold emails, and land your dream internship with AI-powered
          tools.
        </p>
        <div className="mt-10 flex flex-col items-center gap-4">
          <Button size="lg" asChild>
            <Link to={ctaHref}>
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <p className="text-sm text-muted-foreground">{joinCount}</p>
        </div>
      </div>
    </section>
  )
}
