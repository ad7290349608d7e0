/** The first run's steps, in order; a link may open it on one of them (`?step=skills`). */
export const FIRST_RUN_STEPS = ['studies', 'skills', 'domains', 'resume'] as const
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number]

export const isFirstRunStep = (value: unknown): value is FirstRunStep =>
  FIRST_RUN_STEPS.includes(value as FirstRunStep)
