// The sector labels people pick from; the seed spreads startups over exactly these.
export const SECTORS = [
  'Fintech',
  'Edtech',
  'Healthtech',
  'SaaS',
  'AI',
  'Climate',
  'Consumer',
  'E-commerce',
  'Logistics',
  'Gaming',
  'Agritech',
  'Developer Tools',
] as const

export type Sector = (typeof SECTORS)[number]

export const INDIAN_CITIES = [
  'Bengaluru',
  'Mumbai',
  'Delhi NCR',
  'Gurugram',
  'Hyderabad',
  'Pune',
  'Chennai',
  'Noida',
]
export const GLOBAL_CITIES = ['San Francisco', 'London', 'Singapore', 'Berlin', 'New York', 'Toronto']

export const FUNDING_ROUNDS = ['Pre-seed', 'Seed', 'Series A', 'Series B', 'Series C'] as const
export type FundingRound = (typeof FUNDING_ROUNDS)[number]

export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-500'] as const
export type TeamSize = (typeof TEAM_SIZES)[number]

// Tag vocabulary per sector for generated startups (curated ones carry their own tags).
export const SECTOR_TAGS: Record<Sector, string[]> = {
  Fintech: [
    'payments',
    'lending',
    'upi',
    'wealthtech',
    'insurance',
    'b2b',
    'credit',
    'compliance',
    'neobank',
  ],
  Edtech: ['k12', 'upskilling', 'test-prep', 'language-learning', 'higher-education', 'coding', 'teachers'],
  Healthtech: ['diagnostics', 'telemedicine', 'mental-health', 'pharmacy', 'wearables', 'ehr', 'fitness'],
  SaaS: ['b2b', 'workflow', 'crm', 'hr-tech', 'analytics', 'legaltech', 'procurement', 'collaboration'],
  AI: ['llm', 'computer-vision', 'voice-ai', 'machine-learning', 'nlp', 'generative-ai', 'mlops'],
  Climate: ['solar', 'ev', 'carbon-accounting', 'recycling', 'batteries', 'renewables', 'sustainability'],
  Consumer: ['d2c', 'social', 'fitness', 'food', 'travel', 'subscription', 'community'],
  'E-commerce': ['marketplace', 'd2c', 'quick-commerce', 'b2b-commerce', 'fashion', 'returns', 'shopify'],
  Logistics: ['last-mile', 'freight', 'warehousing', 'fleet-management', 'supply-chain', 'ev', 'tracking'],
  Gaming: ['mobile-games', 'esports', 'unity', 'multiplayer', 'casual', 'game-dev', 'web3'],
  Agritech: ['farmers', 'supply-chain', 'drones', 'precision-farming', 'dairy', 'iot', 'fresh-produce'],
  'Developer Tools': ['open-source', 'api', 'observability', 'ci-cd', 'databases', 'security', 'sdk'],
}

export const EMPLOYEE_ROLES = [
  'Co-founder & CTO',
  'Head of Engineering',
  'Talent Partner',
  'Head of Product',
  'Engineering Manager',
  'Head of Growth',
  'HR Manager',
  'Design Lead',
  'Chief of Staff',
]

// A hand-written demo startup; dates, engagement and contacts are filled in by the seed.
export interface CuratedStartup {
  name: string
  sector: Sector
  location: string
  round: FundingRound
  amount: string
  team: TeamSize
  tags: string[]
  description: string
  hiring?: boolean
  trending?: boolean
  pending?: boolean
}
