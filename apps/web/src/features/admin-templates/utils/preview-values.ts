import { TEMPLATE_VARIABLES, type StartupCard, type TemplateValues } from '@coldstart/contract'

/**
 * What the live preview fills in: the demo startup's own name, sector and location, and the variables'
 * example values for the people (recipient and sender), which no startup record carries.
 */
export function previewValues(
  startup: Pick<StartupCard, 'name' | 'sector' | 'location'> | null,
): TemplateValues {
  const values: TemplateValues = Object.fromEntries(TEMPLATE_VARIABLES.map((v) => [v.name, v.example]))
  if (startup) {
    values.company = startup.name
    values.sector = startup.sector ?? values.sector
    values.location = startup.location ?? values.location
  }
  return values
}
