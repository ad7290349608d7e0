// The product's word lists best match reads: data, kept apart from the SQL that uses them.

/** COMPANY_STAGES (lower case) → funding_round texts (lower case, LIKE patterns). Series C+ covers every later round. */
export const STAGE_PATTERNS: Record<string, string[]> = {
  'pre-seed': ['pre-seed', 'pre seed', 'preseed', 'angel'],
  seed: ['seed'],
  'series a': ['series a'],
  'series b': ['series b'],
  'series c+': ['series c%', 'series d%', 'series e%', 'series f%', 'growth%', 'late%'],
  bootstrapped: ['bootstrap%', 'self-funded%'],
  public: ['public%', 'ipo%', 'listed%'],
}

/**
 * DOMAIN_CHOICES (lower case) are job functions, not industries: each is recognised by tags and sectors that
 * suggest the function has work there (a B2B/CRM startup sells, a logistics one runs operations, a developer
 * tools one engineers). Lower-case tag and sector spellings.
 */
export const DOMAIN_WORDS: Record<string, string[]> = {
  product: ['product', 'saas', 'workflow', 'analytics', 'api', 'sdk', 'collaboration'],
  marketing: ['marketing', 'adtech', 'advertising', 'd2c', 'brand', 'social', 'consumer'],
  growth: ['growth', 'marketplace', 'd2c', 'subscription', 'quick-commerce', 'e-commerce'],
  brand: ['brand', 'branding', 'fashion', 'd2c', 'lifestyle', 'consumer'],
  design: ['design', 'ux', 'ui', 'creative', 'fashion', 'gaming', 'game-dev'],
  content: ['content', 'media', 'creator', 'publishing', 'video', 'edtech', 'language-learning'],
  community: ['community', 'social', 'creator', 'esports', 'multiplayer', 'open-source'],
  sales: ['sales', 'b2b', 'crm', 'enterprise', 'procurement', 'b2b-commerce'],
  operations: [
    'operations',
    'logistics',
    'supply-chain',
    'warehousing',
    'fleet-management',
    'freight',
    'last-mile',
  ],
  engineering: [
    'developer tools',
    'api',
    'sdk',
    'open-source',
    'observability',
    'ci-cd',
    'databases',
    'kubernetes',
    'security',
    'developer-experience',
    'hardware',
    'iot',
  ],
  data: [
    'ai',
    'analytics',
    'data-engineering',
    'machine-learning',
    'forecasting',
    'experimentation',
    'search',
    'credit-scoring',
    'evaluation',
  ],
}

/** Old and new names of the same city: a student's "Bengaluru" finds a listing's "Bangalore". */
export const PLACE_ALIASES: string[][] = [
  ['bengaluru', 'bangalore'],
  ['gurugram', 'gurgaon'],
  ['mumbai', 'bombay'],
  ['chennai', 'madras'],
]
