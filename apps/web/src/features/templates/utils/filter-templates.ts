import { templateForDisplay, type EmailTemplate, type TemplateCategory } from '@coldstart/contract'

export type CategoryFilter = 'all' | TemplateCategory

export const CATEGORY_FILTERS: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'internship', label: 'Internship' },
  { value: 'follow-up', label: 'Follow-up' },
]

export const categoryLabel = (category: TemplateCategory) =>
  CATEGORY_FILTERS.find((c) => c.value === category)?.label ?? category

/** The chosen category, then every search word in the title, description, category or text (any case). */
export function filterTemplates(
  templates: readonly EmailTemplate[],
  category: CategoryFilter,
  search: string,
) {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  return templates.filter((t) => {
    if (category !== 'all' && t.category !== category) return false
    if (!words.length) return true
    const haystack =
      `${t.title}\n${t.description ?? ''}\n${t.category}\n${templateForDisplay(t.templateContent)}`.toLowerCase()
    return words.every((w) => haystack.includes(w))
  })
}
