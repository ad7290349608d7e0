import type { CuratedStartup } from '../sectors.ts'
import { CLIMATE_AGRITECH_LOGISTICS } from './climate-agritech-logistics.ts'
import { CONSUMER_COMMERCE_GAMING } from './consumer-commerce-gaming.ts'
import { FINTECH_EDTECH_HEALTHTECH } from './fintech-edtech-healthtech.ts'
import { SAAS_AI_DEVTOOLS } from './saas-ai-devtools.ts'

// Invented companies; websites live under example.com so no real company is ever linked.
export const CURATED_STARTUPS: CuratedStartup[] = [
  ...FINTECH_EDTECH_HEALTHTECH,
  ...SAAS_AI_DEVTOOLS,
  ...CLIMATE_AGRITECH_LOGISTICS,
  ...CONSUMER_COMMERCE_GAMING,
]
