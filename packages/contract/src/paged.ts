import { z } from 'zod'

/** One page of a list the admin pages through: the rows, how many match in all, which page, its size. */
export const pagedResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
