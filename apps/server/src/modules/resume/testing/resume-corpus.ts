// Thirty student resumes as code, each with the facts a reader should find in it. The students differ the way
// real uploads do: Indian colleges of every kind, education lines in every order, bullet styles, a wrapped
// bullet, descriptions in sentences, tables flattened from .docx, two-column layouts whose PDF text interleaves,
// and names in Devanagari, Tamil, Bengali and accented Latin. corpus-files.ts renders each as .txt, .pdf, .docx.

export type Layout = 'plain' | 'table' | 'two-column'

export interface ExpectedEducation {
  institution: string | null
  degree: string | null
  field: string | null
  year: string | null
}
export interface ExpectedExperience {
  role: string | null
  organisation: string | null
  period: string | null
  highlights: string[]
}
export interface ExpectedFacts {
  name: string
  email: string
  education: ExpectedEducation[]
  skills: string[]
  links: string[]
  experience: ExpectedExperience[]
  projects: { name: string; link: string | null }[]
}

/** One piece of a resume as its author laid it out. */
export type Block =
  | { kind: 'line'; text: string }
  | { kind: 'gap' }
  | { kind: 'heading'; text: string }
  /** a bullet or a sentence paragraph: one paragraph in .docx, wrapped onto several lines in .txt and .pdf */
  | { kind: 'para'; text: string }
  /** a table row (.docx table, tab-separated .txt, cells side by side in the PDF) */
  | { kind: 'row'; cells: string[] }
  /** a sidebar and a main column side by side */
  | { kind: 'columns'; left: Block[]; right: Block[] }

export interface CorpusResume {
  id: string
  layout: Layout
  blocks: Block[]
  expected: ExpectedFacts
}

interface Job {
  /** the header lines (or table row) as written */
  header: Block[]
  role: string | null
  organisation: string | null
  period: string | null
  bullets?: string[]
  /** a description in sentences instead of bullets: each is one highlight */
  sentences?: string[]
}
interface School {
  lines: Block[]
  expect: ExpectedEducation
}
interface Student {
  id: string
  name: string
  /** the name as the resume's first line writes it (upper case, say) */
  nameLine?: string
  email: string
  phone: string
  links: { written: string; url: string }[]
  layout: Layout
  bullet: string
  headings: { education: string; experience: string; projects: string; skills: string }
  schools: School[]
  jobs: Job[]
  projects: { line: string; name: string; link: string | null }[]
  skillLines: string[]
  skills: string[]
  /** a summary paragraph under the name */
  summary?: string
}

const line = (text: string): Block => ({ kind: 'line', text })
const row = (...cells: string[]): Block => ({ kind: 'row', cells })
const edu = (
  lines: (string | Block)[],
  institution: string | null,
  degree: string | null,
  field: string | null,
  year: string | null,
): School => ({
  lines: lines.map((l) => (typeof l === 'string' ? line(l) : l)),
  expect: { institution, degree, field, year },
})
const job = (
  header: (string | Block)[],
  role: string | null,
  organisation: string | null,
  period: string | null,
  bullets: string[],
): Job => ({
  header: header.map((l) => (typeof l === 'string' ? line(l) : l)),
  role,
  organisation,
  period,
  bullets,
})
const prose = (
  header: string[],
  role: string | null,
  organisation: string | null,
  period: string | null,
  sentences: string[],
): Job => ({ header: header.map(line), role, organisation, period, sentences })

const UPPER = { education: 'EDUCATION', experience: 'EXPERIENCE', projects: 'PROJECTS', skills: 'SKILLS' }
const TITLE = {
  education: 'Education',
  experience: 'Work Experience',
  projects: 'Projects',
  skills: 'Skills',
}
const ACADEMIC = {
  education: 'Academic Details',
  experience: 'Internships',
  projects: 'Academic Projects',
  skills: 'Technical Skills',
}
const DESIGN = {
  education: 'Education',
  experience: 'Experience',
  projects: 'Selected Work',
  skills: 'Tools & Skills',
}

const gh = (user: string) => ({ written: `github.com/${user}`, url: `https://github.com/${user}` })
const li = (user: string) => ({
  written: `linkedin.com/in/${user}`,
  url: `https://linkedin.com/in/${user}`,
})
const web = (host: string) => ({ written: `https://${host}`, url: `https://${host}` })
const be = (user: string) => ({ written: `behance.net/${user}`, url: `https://behance.net/${user}` })

const STUDENTS: Student[] = [
  {
    id: 'iitb-cse-plain',
    name: 'Aarav Sharma',
    email: 'aarav.sharma@iitb.ac.in',
    phone: '+91 98200 11223',
    links: [li('aarav-sharma'), gh('aaravs')],
    layout: 'plain',
    bullet: '•',
    headings: UPPER,
    schools: [edu(['B.Tech CSE, IIT Bombay, 2027'], 'IIT Bombay', 'B.Tech', 'CSE', '2027')],
    jobs: [
      job(
        ['Software Engineering Intern, Razorpay (May 2025 – Jul 2025)'],
        'Software Engineering Intern',
        'Razorpay',
        'May 2025 – Jul 2025',
        [
          'Cut p95 latency of the payouts API by 40% by caching merchant limits in Redis and batching ledger reads',
          'Wrote 35 integration tests that caught 3 regressions before release',
        ],
      ),
    ],
    projects: [
      {
        line: 'Campus Eats — a pre-order app for 3 hostel canteens (github.com/aaravs/campus-eats)',
        name: 'Campus Eats',
        link: 'https://github.com/aaravs/campus-eats',
      },
    ],
    skillLines: ['Languages: Python, TypeScript, C++', 'Tools: Docker, PostgreSQL, Redis'],
    skills: ['Python', 'TypeScript', 'C++', 'Docker', 'PostgreSQL', 'Redis'],
  },
  {
    id: 'iitb-field-only',
    name: 'Ishaan Kapoor',
    email: 'ishaan.kapoor@gmail.com',
    phone: '+91 99300 44556',
    links: [gh('ishaank')],
    layout: 'plain',
    bullet: '-',
    headings: TITLE,
    schools: [edu(['Computer Science, IIT Bombay, 2027'], 'IIT Bombay', null, 'Computer Science', '2027')],
    jobs: [
      job(['Zepto — Growth Intern | May 2024 – Jul 2024'], 'Growth Intern', 'Zepto', 'May 2024 – Jul 2024', [
        'Ran a referral campaign that brought 1,200 sign-ups in 3 weeks',
        'Built a cohort dashboard in SQL that the growth team checked every morning',
      ]),
    ],
    projects: [],
    skillLines: ['Python | SQL | Excel | Tableau'],
    skills: ['Python', 'SQL', 'Excel', 'Tableau'],
  },
  {
    id: 'iitb-institution-first',
    name: 'Meera Iyer',
    email: 'meera.iyer@outlook.com',
    phone: '+91 90040 12345',
    links: [li('meera-iyer')],
    layout: 'plain',
    bullet: '▪',
    headings: UPPER,
    schools: [edu(['IIT Bombay — B.Tech (2023–2027) — CGPA 8.9'], 'IIT Bombay', 'B.Tech', null, '2027')],
    jobs: [
      job(['Product Intern at Swiggy', 'Summer 2025'], 'Product Intern', 'Swiggy', 'Summer 2025', [
        'Shipped a reorder shortcut used by 18% of weekly users within a month',
        'Interviewed 22 customers and turned the findings into a 6-page spec',
      ]),
    ],
    projects: [],
    skillLines: ['Product Management, SQL, Figma, User Research'],
    skills: ['Product Management', 'SQL', 'Figma', 'User Research'],
  },
  {
    id: 'nit-trichy-table',
    name: 'Karthik Raja',
    email: 'karthik.raja@nitt.edu',
    phone: '+91 94440 67890',
    links: [gh('karthikraja'), li('karthik-raja')],
    layout: 'table',
    bullet: '•',
    headings: ACADEMIC,
    schools: [
      edu(
        [row('B.Tech', 'Electronics and Communication', 'NIT Trichy', '2022 – 2026', 'CGPA 8.7/10')],
        'NIT Trichy',
        'B.Tech',
        'Electronics and Communication',
        '2026',
      ),
      edu(
        [row('Class XII', 'Kendriya Vidyalaya, Chennai', '2022', '94.2%')],
        'Kendriya Vidyalaya',
        'Class XII',
        null,
        '2022',
      ),
    ],
    jobs: [
      job(
        [row('Texas Instruments', 'Bengaluru', 'Jun 2025 – Aug 2025'), line('Embedded Systems Intern')],
        'Embedded Systems Intern',
        'Texas Instruments',
        'Jun 2025 – Aug 2025',
        [
          'Reduced boot time of a sensor board from 2.4 s to 0.9 s',
          'Wrote a test rig that ran 500 flash cycles overnight',
        ],
      ),
    ],
    projects: [],
    skillLines: ['C, Embedded C, MATLAB, Verilog, Python'],
    skills: ['C', 'Embedded C', 'MATLAB', 'Verilog', 'Python'],
  },
  {
    id: 'vit-multiline',
    name: 'Sneha Reddy',
    email: 'sneha.reddy2021@vitstudent.ac.in',
    phone: '+91 91234 56780',
    links: [gh('snehareddy')],
    layout: 'plain',
    bullet: '*',
    headings: TITLE,
    schools: [
      edu(
        ['VIT Vellore', 'B.Tech Information Technology', '2021 - 2025 · CGPA 9.1'],
        'VIT Vellore',
        'B.Tech',
        'Information Technology',
        '2025',
      ),
    ],
    jobs: [
      job(
        ['Data Analyst Intern · Meesho · Jan 2025 – Apr 2025'],
        'Data Analyst Intern',
        'Meesho',
        'Jan 2025 – Apr 2025',
        [
          'Found ₹20,000 a month of duplicate courier charges by matching 50,000 invoices',
          'Automated the weekly seller report, saving the team 6 hours a week',
        ],
      ),
    ],
    projects: [
      {
        line: 'Seller Pulse: churn prediction for small sellers with 0.87 AUC',
        name: 'Seller Pulse',
        link: null,
      },
    ],
    skillLines: ['Python, Pandas, SQL, Power BI, Excel'],
    skills: ['Python', 'Pandas', 'SQL', 'Power BI', 'Excel'],
  },
  {
    id: 'bits-two-column',
    name: 'Rohan Mehta',
    email: 'rohan.mehta@pilani.bits-pilani.ac.in',
    phone: '+91 98111 22334',
    links: [gh('rohanm'), li('rohan-mehta')],
    layout: 'two-column',
    bullet: '•',
    headings: UPPER,
    schools: [
      edu(
        ['BITS Pilani, Goa Campus', 'B.E. Mechanical Engineering', '2022 – 2026'],
        'BITS Pilani',
        'B.E.',
        'Mechanical Engineering',
        '2026',
      ),
    ],
    jobs: [
      job(
        ['Design Engineering Intern, Ather Energy', 'Jun 2025 – Aug 2025'],
        'Design Engineering Intern',
        'Ather Energy',
        'Jun 2025 – Aug 2025',
        [
          'Redesigned a battery bracket that cut its weight by 22%',
          'Ran 40 FEA simulations in ANSYS to validate the new part',
        ],
      ),
      job(
        ['Team Lead, BITS Motorsports', '2023 – Present'],
        'Team Lead',
        'BITS Motorsports',
        '2023 – Present',
        ['Led 14 students to build a Formula Student car that placed 5th of 62'],
      ),
    ],
    projects: [],
    skillLines: ['SolidWorks', 'ANSYS', 'MATLAB', 'Python'],
    skills: ['SolidWorks', 'ANSYS', 'MATLAB', 'Python'],
  },
  {
    id: 'nid-design',
    name: 'Ananya Das',
    email: 'ananya.das@nid.edu',
    phone: '+91 97000 88990',
    links: [be('ananyadas'), web('ananyadas.design')],
    layout: 'plain',
    bullet: '–',
    headings: DESIGN,
    schools: [
      edu(
        ['National Institute of Design, Ahmedabad — B.Des in Communication Design, 2026'],
        'National Institute of Design',
        'B.Des',
        'Communication Design',
        '2026',
      ),
    ],
    jobs: [
      job(['UX Design Intern — Cred | Winter ’24'], 'UX Design Intern', 'Cred', 'Winter ’24', [
        'Designed 12 screens for the rewards flow and tested them with 8 users',
        'Raised task completion from 61% to 84% in the second round of tests',
      ]),
    ],
    projects: [
      {
        line: 'Kirana Kart — packaging and brand system for a neighbourhood grocer (behance.net/ananyadas/kirana)',
        name: 'Kirana Kart',
        link: 'https://behance.net/ananyadas/kirana',
      },
    ],
    skillLines: ['Figma, Illustrator, Photoshop, Prototyping, User Research'],
    skills: ['Figma', 'Illustrator', 'Photoshop', 'Prototyping', 'User Research'],
  },
  {
    id: 'devanagari-name',
    name: 'अनन्या गुप्ता',
    email: 'ananya.gupta@du.ac.in',
    phone: '+91 98100 22110',
    links: [li('ananya-gupta')],
    layout: 'plain',
    bullet: '•',
    headings: TITLE,
    schools: [
      edu(
        ['Shri Ram College of Commerce, Delhi University — B.Com (Hons), 2026'],
        'Shri Ram College of Commerce',
        'B.Com (Hons)',
        null,
        '2026',
      ),
    ],
    jobs: [
      job(['Finance Intern, Groww (May 2025 – Jul 2025)'], 'Finance Intern', 'Groww', 'May 2025 – Jul 2025', [
        'Built a model of 3 pricing plans that the team used for a 2.5x jump in trial sign-ups',
        'Reconciled 4,800 transactions a week with zero misses',
      ]),
    ],
    projects: [],
    skillLines: ['Excel, Financial Modelling, SQL, Tableau'],
    skills: ['Excel', 'Financial Modelling', 'SQL', 'Tableau'],
  },
  {
    id: 'tamil-name',
    name: 'கார்த்திகா ராஜன்',
    email: 'karthika.rajan@annauniv.edu',
    phone: '+91 94441 33221',
    links: [gh('karthikarajan')],
    layout: 'plain',
    bullet: '-',
    headings: UPPER,
    schools: [
      edu(
        ['Anna University, Chennai — B.E. Civil Engineering (2020–24)'],
        'Anna University',
        'B.E.',
        'Civil Engineering',
        '2024',
      ),
    ],
    jobs: [
      job(
        ['Site Engineer Trainee, L&T Construction', '06/2023 - Present'],
        'Site Engineer Trainee',
        'L&T Construction',
        '06/2023 - Present',
        [
          'Tracked 1,400 tonnes of steel across 3 sites in a shared sheet',
          'Cut material waste by 9% on the metro viaduct package',
        ],
      ),
    ],
    projects: [],
    skillLines: ['AutoCAD; STAAD Pro; Excel; Primavera'],
    skills: ['AutoCAD', 'STAAD Pro', 'Excel', 'Primavera'],
  },
  {
    id: 'bengali-name',
    name: 'সৌমিত্র বসু',
    email: 'soumitra.basu@jadavpur.edu',
    phone: '+91 98300 55667',
    links: [gh('soumitrabasu'), li('soumitra-basu')],
    layout: 'plain',
    bullet: '•',
    headings: TITLE,
    schools: [
      edu(
        ['Jadavpur University, Kolkata — B.E. Electrical Engineering, 2024–2028'],
        'Jadavpur University',
        'B.E.',
        'Electrical Engineering',
        '2028',
      ),
    ],
    jobs: [
      prose(
        ['Research Intern, IIT Kharagpur (Summer 2025)'],
        'Research Intern',
        'IIT Kharagpur',
        'Summer 2025',
        [
          'Built a load forecasting model for a campus microgrid with 6% error.',
          'Compared three methods, e.g. ARIMA and LSTM, on 2 years of meter data.',
        ],
      ),
    ],
    projects: [],
    skillLines: ['Python, MATLAB, PyTorch, Machine Learning'],
    skills: ['Python', 'MATLAB', 'PyTorch', 'Machine Learning'],
  },
  {
    id: 'accented-latin',
    name: 'Zoë Fernandes',
    email: 'zoe.fernandes@xaviers.edu',
    phone: '+91 98201 99887',
    links: [li('zoe-fernandes'), web('zoefernandes.in')],
    layout: 'plain',
    bullet: '•',
    headings: TITLE,
    schools: [
      edu(
        ["St. Xavier's College, Mumbai — B.Sc Statistics, 2025"],
        "St. Xavier's College",
        'B.Sc',
        'Statistics',
        '2025',
      ),
    ],
    jobs: [
      job(['Marketing Intern, Nykaa | Winter ’24'], 'Marketing Intern', 'Nykaa', 'Winter ’24', [
        'Wrote 25 product stories that brought 10k visits a month',
        'Ran A/B tests on 4 email subject lines; the winner lifted opens by 18%',
      ]),
    ],
    projects: [],
    skillLines: ['SEO, Copywriting, Google Analytics, Canva'],
    skills: ['SEO', 'Copywriting', 'Google Analytics', 'Canva'],
  },
  {
    id: 'iim-mba-prose',
    name: 'Kabir Singh',
    nameLine: 'KABIR SINGH',
    email: 'kabir.singh@iima.ac.in',
    phone: '+91 99100 33445',
    links: [li('kabir-singh')],
    layout: 'plain',
    bullet: '•',
    headings: UPPER,
    summary: 'MBA student who has run growth for two consumer apps.',
    schools: [
      edu(['IIM Ahmedabad — MBA, 2026'], 'IIM Ahmedabad', 'MBA', null, '2026'),
      edu(
        ['Delhi Technological University — B.Tech Mechanical Engineering, 2022'],
        'Delhi Technological University',
        'B.Tech',
        'Mechanical Engineering',
        '2022',
      ),
    ],
    jobs: [
      prose(
        ['Associate, Product Growth — Dunzo (Jul 2022 – Jun 2024)'],
        'Associate, Product Growth',
        'Dunzo',
        'Jul 2022 – Jun 2024',
        [
          'Owned the referral programme for Dunzo Daily in 4 cities.',
          'Grew weekly orders from referrals by 3.5x in two quarters.',
          'Worked with Acme Inc. on a co-branded campaign that added 9,000 users.',
        ],
      ),
    ],
    projects: [],
    skillLines: ['Growth Marketing, SQL, Excel, Market Research'],
    skills: ['Growth Marketing', 'SQL', 'Excel', 'Market Research'],
  },
  {
    id: 'xlri-numbered',
    name: 'Fatima Sheikh',
    email: 'fatima.sheikh@xlri.ac.in',
    phone: '+91 98450 12121',
    links: [li('fatima-sheikh')],
    layout: 'plain',
    bullet: 'numbered',
    headings: TITLE,
    schools: [
      edu(
        ['XLRI Jamshedpur — PGDM (Human Resource Management), 2026'],
        'XLRI Jamshedpur',
        'PGDM',
        'Human Resource Management',
        '2026',
      ),
    ],
    jobs: [
      job(['HR Intern, Freshworks (Apr 2025 – Jun 2025)'], 'HR Intern', 'Freshworks', 'Apr 2025 – Jun 2025', [
        'Screened 600 applications for the campus hiring drive',
        'Cut time-to-offer from 21 to 12 days by scheduling panels in batches',
      ]),
    ],
    projects: [],
    skillLines: ['Recruiting, Excel, Notion, Public Speaking'],
    skills: ['Recruiting', 'Excel', 'Notion', 'Public Speaking'],
  },
  {
    id: 'state-univ-pune',
    name: 'Tanvi Deshpande',
    email: 'tanvi.d@gmail.com',
    phone: '+91 90110 77665',
    links: [li('tanvi-deshpande')],
    layout: 'plain',
    bullet: '•',
    headings: TITLE,
    schools: [
      edu(
        ['BBA, Savitribai Phule Pune University, 2025'],
        'Savitribai Phule Pune University',
        'BBA',
        null,
        '2025',
      ),
    ],
    jobs: [
      job(
        ['Social Media Intern, Chai Point', 'Jan 2025 – Mar 2025'],
        'Social Media Intern',
        'Chai Point',
        'Jan 2025 – Mar 2025',
        [
          'Planned 60 Instagram posts; followers grew from 4,000 to 6,500',
          'Ran a reel contest with 300 entries on a ₹15,000 budget',
        ],
      ),
    ],
    projects: [],
    skillLines: ['Social Media Marketing, Canva, Copywriting, Excel'],
    skills: ['Social Media Marketing', 'Canva', 'Copywriting', 'Excel'],
  },
  {
    id: 'nift-design-two-column',
    name: 'Diya Banerjee',
    email: 'diya.banerjee@nift.ac.in',
    phone: '+91 98311 44556',
    links: [be('diyabanerjee')],
    layout: 'two-column',
    bullet: '▪',
    headings: DESIGN,
    schools: [
      edu(
        ['NIFT Delhi', 'B.Des Fashion Communication', '2021–25'],
        'NIFT Delhi',
        'B.Des',
        'Fashion Communication',
        '2025',
      ),
    ],
    jobs: [
      job(['Visual Design Intern, Myntra', 'Summer 2024'], 'Visual Design Intern', 'Myntra', 'Summer 2024', [
        'Made 30 banner sets for the End of Reason Sale',
        'Built a type and colour kit used by 5 designers',
      ]),
    ],
    projects: [],
    skillLines: ['Illustrator', 'Photoshop', 'Figma', 'Branding'],
    skills: ['Illustrator', 'Photoshop', 'Figma', 'Branding'],
  },
  {
    id: 'iiith-wrapped',
    name: 'Nikhil Bhat',
    email: 'nikhil.bhat@research.iiit.ac.in',
    phone: '+91 90000 12399',
    links: [gh('nikhilbhat'), web('nikhilbhat.dev')],
    layout: 'plain',
    bullet: '•',
    headings: TITLE,
    schools: [
      edu(
        ['IIIT Hyderabad', 'B.Tech in Computer Science and Engineering, 2022 – 2026'],
        'IIIT Hyderabad',
        'B.Tech',
        'Computer Science and Engineering',
        '2026',
      ),
    ],
    jobs: [
      job(
        ['Machine Learning Intern, Sarvam AI (May 2025 – Aug 2025)'],
        'Machine Learning Intern',
        'Sarvam AI',
        'May 2025 – Aug 2025',
        [
          'Fine-tuned a 1B-parameter speech model on 800 hours of Kannada audio, cutting word error rate from 24% to 17% on the held-out set',
          'Wrote the data pipeline that cleans 2 TB of audio a day',
        ],
      ),
    ],
    projects: [
      {
        line: 'Tokenfree: a byte-level tokenizer for Indic scripts — github.com/nikhilbhat/tokenfree',
        name: 'Tokenfree',
        link: 'https://github.com/nikhilbhat/tokenfree',
      },
    ],
    skillLines: ['Python, PyTorch, CUDA, Docker, Linux'],
    skills: ['Python', 'PyTorch', 'CUDA', 'Docker', 'Linux'],
  },
  {
    id: 'manipal-data',
    name: 'Kavya Pillai',
    email: 'kavya.pillai@learner.manipal.edu',
    phone: '+91 97400 11002',
    links: [gh('kavyapillai'), li('kavya-pillai')],
    layout: 'plain',
    bullet: '-',
    headings: ACADEMIC,
    schools: [
      edu(
        ['Manipal Institute of Technology | B.Tech Data Science | 2022 – 2026 | CGPA: 8.4/10'],
        'Manipal Institute of Technology',
        'B.Tech',
        'Data Science',
        '2026',
      ),
    ],
    jobs: [
      job(
        ['Analytics Intern, PhonePe (Jun 2025 – Aug 2025)'],
        'Analytics Intern',
        'PhonePe',
        'Jun 2025 – Aug 2025',
        [
          'Built a fraud score that flagged 0.4% of transactions with 92% precision',
          'Presented the results to 3 product teams',
        ],
      ),
    ],
    projects: [],
    skillLines: ['Python, SQL, Spark, Tableau, Statistics'],
    skills: ['Python', 'SQL', 'Spark', 'Tableau', 'Statistics'],
  },
  {
    id: 'symbiosis-ux',
    name: 'Renée Mathew',
    email: 'renee.mathew@sid.edu.in',
    phone: '+91 98220 34343',
    links: [be('reneemathew'), li('renee-mathew')],
    layout: 'plain',
    bullet: '•',
    headings: DESIGN,
    schools: [
      edu(
        ['B.Des UX, Symbiosis Institute of Design, Pune (2021–2025)'],
        'Symbiosis Institute of Design',
        'B.Des',
        'UX',
        '2025',
      ),
    ],
    jobs: [
      job(
        ['Product Designer (Intern) — Zomato | May 2024 – Jul 2024'],
        'Product Designer (Intern)',
        'Zomato',
        'May 2024 – Jul 2024',
        [
          'Redesigned the table booking flow; drop-off fell from 38% to 21%',
          'Ran 15 usability sessions with diners in 3 cities',
        ],
      ),
    ],
    projects: [],
    skillLines: ['Figma, Wireframing, Prototyping, User Research, Notion'],
    skills: ['Figma', 'Wireframing', 'Prototyping', 'User Research', 'Notion'],
  },
  {
    id: 'mica-marketing',
    name: 'Harpreet Kaur',
    email: 'harpreet.kaur@micamail.in',
    phone: '+91 98880 45454',
    links: [li('harpreet-kaur')],
    layout: 'plain',
    bullet: '*',
    headings: UPPER,
    schools: [
      edu(
        ['MICA Ahmedabad — PGDM-C (Communications), 2026'],
        'MICA Ahmedabad',
        'PGDM-C',
        'Communications',
        '2026',
      ),
      edu(['Panjab University — BA English, 2023'], 'Panjab University', 'BA', 'English', '2023'),
    ],
    jobs: [
      job(['Brand Intern, boAt (Summer 2025)'], 'Brand Intern', 'boAt', 'Summer 2025', [
        'Pitched a campus ambassador plan that signed 120 colleges',
        'Cut the cost per lead of a Meta campaign by 27%',
      ]),
    ],
    projects: [],
    skillLines: ['Branding, Market Research, Copywriting, Canva'],
    skills: ['Branding', 'Market Research', 'Copywriting', 'Canva'],
  },
  {
    id: 'iitm-bs-online',
    name: 'Lakshmi Narayanan',
    email: 'lakshmi.n@ds.study.iitm.ac.in',
    phone: '+91 94450 90909',
    links: [gh('lakshmin')],
    layout: 'plain',
    bullet: '•',
    headings: TITLE,
    schools: [
      edu(
        ['IIT Madras — B.S. in Data Science and Applications, 2026'],
        'IIT Madras',
        'B.S.',
        'Data Science and Applications',
        '2026',
      ),
    ],
    jobs: [
      job(
        ['Data Science Intern at Freshworks', '01/2025 - 05/2025'],
        'Data Science Intern',
        'Freshworks',
        '01/2025 - 05/2025',
        [
          'Labelled 3,000 support tickets and trained a router with 88% accuracy',
          'Saved agents about 40 minutes a day on triage',
        ],
      ),
    ],
    projects: [],
    skillLines: ['Python, Scikit-learn, SQL, Machine Learning'],
    skills: ['Python', 'Scikit-learn', 'SQL', 'Machine Learning'],
  },
  {
    id: 'amity-bba-table',
    name: 'Ankit Chauhan',
    email: 'ankit.chauhan@s.amity.edu',
    phone: '+91 99990 12312',
    links: [li('ankit-chauhan')],
    layout: 'table',
    bullet: '•',
    headings: TITLE,
    schools: [
      edu(
        [row('BBA Marketing', 'Amity University, Noida', '2022–25')],
        'Amity University',
        'BBA',
        'Marketing',
        '2025',
      ),
    ],
    jobs: [
      job(
        [row('Sales Intern', 'Urban Company', 'Jan 2025 – Apr 2025')],
        'Sales Intern',
        'Urban Company',
        'Jan 2025 – Apr 2025',
        ['Signed 45 new service partners in South Delhi in 10 weeks', 'Kept a 96% partner activation rate'],
      ),
    ],
    projects: [],
    skillLines: ['Sales, Excel, HubSpot, Public Speaking'],
    skills: ['Sales', 'Excel', 'HubSpot', 'Public Speaking'],
  },
  {
    id: 'osmania-bsc',
    name: 'Manish Yadav',
    email: 'manish.yadav@osmania.ac.in',
    phone: '+91 91770 22334',
    links: [gh('manishyadav')],
    layout: 'plain',
    bullet: '•',
    headings: ACADEMIC,
    schools: [
      edu(
        ['B.Sc Computer Science — Osmania University, Hyderabad — 2026'],
        'Osmania University',
        'B.Sc',
        'Computer Science',
        '2026',
      ),
    ],
    jobs: [
      job(
        ['Web Developer Intern, Pixel Labs (Dec 2024 – Feb 2025)'],
        'Web Developer Intern',
        'Pixel Labs',
        'Dec 2024 – Feb 2025',
        [
          'Built 6 landing pages in React that loaded in under 1.5 s',
          'Moved the blog to Next.js and raised organic traffic by 30%',
        ],
      ),
    ],
    projects: [],
    skillLines: ['JavaScript, React, Next.js, HTML, CSS'],
    skills: ['JavaScript', 'React', 'Next.js', 'HTML', 'CSS'],
  },
  {
    id: 'srm-two-column',
    name: 'Arjun Menon',
    email: 'arjun.menon@srmist.edu.in',
    phone: '+91 98840 56565',
    links: [gh('arjunmenon')],
    layout: 'two-column',
    bullet: '-',
    headings: TITLE,
    schools: [
      edu(
        ['SRM Institute of Science and Technology', 'B.Tech Computer Science', '2022 – 2026'],
        'SRM Institute of Science and Technology',
        'B.Tech',
        'Computer Science',
        '2026',
      ),
    ],
    jobs: [
      job(
        ['Backend Intern, Chargebee', 'May 2025 – Jul 2025'],
        'Backend Intern',
        'Chargebee',
        'May 2025 – Jul 2025',
        [
          'Moved 3 billing jobs to a queue; failures fell by 70%',
          'Added tracing that cut debugging time by half',
        ],
      ),
    ],
    projects: [],
    skillLines: ['Java', 'Spring', 'Kafka', 'PostgreSQL'],
    skills: ['Java', 'Spring', 'Kafka', 'PostgreSQL'],
  },
  {
    id: 'ashoka-econ',
    name: 'Nandini Rao',
    email: 'nandini.rao@ashoka.edu.in',
    phone: '+91 98990 78787',
    links: [li('nandini-rao')],
    layout: 'plain',
    bullet: '•',
    headings: TITLE,
    schools: [
      edu(
        ['Ashoka University — BA (Hons) Economics and Finance — 2026'],
        'Ashoka University',
        'BA (Hons)',
        'Economics and Finance',
        '2026',
      ),
    ],
    jobs: [
      job(
        ['Policy Research Intern, NITI Aayog (Summer 2024)'],
        'Policy Research Intern',
        'NITI Aayog',
        'Summer 2024',
        [
          'Cleaned district data for 640 districts for a report on MSME credit',
          'Wrote 2 briefs read by the advisor for industry',
        ],
      ),
    ],
    projects: [],
    skillLines: ['Stata, R, Excel, Data Analysis'],
    skills: ['Stata', 'R', 'Excel', 'Data Analysis'],
  },
  {
    id: 'mumbai-bcom',
    name: 'Siddharth Jain',
    email: 'siddharth.jain@gmail.com',
    phone: '+91 98190 10101',
    links: [li('siddharth-jain')],
    layout: 'plain',
    bullet: '▪',
    headings: UPPER,
    schools: [
      edu(['University of Mumbai', 'B.Com, 2025 · 78%'], 'University of Mumbai', 'B.Com', null, '2025'),
    ],
    jobs: [
      job(
        ['Content Marketing Intern, Zerodha Varsity (Jun 2024 – Aug 2024)'],
        'Content Marketing Intern',
        'Zerodha Varsity',
        'Jun 2024 – Aug 2024',
        [
          'Wrote 18 explainers on taxes for first-time investors',
          'Two of them passed 100,000 reads within a month',
        ],
      ),
    ],
    projects: [],
    skillLines: ['Content Writing, SEO, Excel, Email Marketing'],
    skills: ['Content Writing', 'SEO', 'Excel', 'Email Marketing'],
  },
  {
    id: 'shiv-nadar-two-jobs',
    name: 'Ayesha Khan',
    email: 'ayesha.khan@snu.edu.in',
    phone: '+91 99530 20202',
    links: [gh('ayeshakhan'), li('ayesha-khan')],
    layout: 'plain',
    bullet: '•',
    headings: TITLE,
    schools: [
      edu(
        ['B.Sc Economics (Hons), Shiv Nadar University, 2027'],
        'Shiv Nadar University',
        'B.Sc',
        'Economics (Hons)',
        '2027',
      ),
    ],
    jobs: [
      job(['Growth Intern, Slice', 'Jan 2025 – Mar 2025'], 'Growth Intern', 'Slice', 'Jan 2025 – Mar 2025', [
        'Ran 9 onboarding experiments; the best raised activation by 11%',
      ]),
      job(['Campus Ambassador, Unstop', '2024 – Present'], 'Campus Ambassador', 'Unstop', '2024 – Present', [
        'Brought 700 students to 4 national case competitions',
      ]),
    ],
    projects: [],
    skillLines: ['Excel, SQL, Python, Market Research'],
    skills: ['Excel', 'SQL', 'Python', 'Market Research'],
  },
  {
    id: 'christ-journalism',
    name: 'Priya Nair',
    email: 'priya.nair@christuniversity.in',
    phone: '+91 98450 66554',
    links: [web('priyanair.substack.com')],
    layout: 'plain',
    bullet: '-',
    headings: TITLE,
    schools: [
      edu(
        ['Christ University, Bengaluru — BA Journalism, 2025'],
        'Christ University',
        'BA',
        'Journalism',
        '2025',
      ),
    ],
    jobs: [
      prose(
        ['Editorial Intern, The Ken (Jun 2024 – Aug 2024)'],
        'Editorial Intern',
        'The Ken',
        'Jun 2024 – Aug 2024',
        [
          'Fact-checked 40 long-form stories before publication.',
          'Pitched and wrote a story on dark stores that reached 1.2 lakh readers.',
        ],
      ),
    ],
    projects: [],
    skillLines: ['Copywriting, Content Writing, SEO, Notion'],
    skills: ['Copywriting', 'Content Writing', 'SEO', 'Notion'],
  },
  {
    id: 'dtu-table-docx',
    name: 'Vikram Joshi',
    email: 'vikram.joshi@dtu.ac.in',
    phone: '+91 98710 34343',
    links: [gh('vikramjoshi'), li('vikram-joshi')],
    layout: 'table',
    bullet: '•',
    headings: UPPER,
    schools: [
      edu(
        [row('Delhi Technological University', 'B.Tech Software Engineering', '2023 – 2027', '8.2 CGPA')],
        'Delhi Technological University',
        'B.Tech',
        'Software Engineering',
        '2027',
      ),
    ],
    jobs: [
      job(
        [row('Frontend Intern', 'Postman', 'Jun 2025 – Aug 2025')],
        'Frontend Intern',
        'Postman',
        'Jun 2025 – Aug 2025',
        ['Cut the bundle size of the API docs page by 35%', 'Fixed 28 accessibility issues flagged by axe'],
      ),
    ],
    projects: [
      {
        line: 'Metro Mate — live Delhi Metro crowd estimates from 2,000 riders (metromate.app)',
        name: 'Metro Mate',
        link: null,
      },
    ],
    skillLines: ['TypeScript, React, Node.js, Git'],
    skills: ['TypeScript', 'React', 'Node.js', 'Git'],
  },
  {
    id: 'nit-warangal-hackathon',
    name: 'Rahul Verma',
    email: 'rahul.verma@student.nitw.ac.in',
    phone: '+91 94900 12345',
    links: [gh('rahulverma')],
    layout: 'plain',
    bullet: '•',
    headings: TITLE,
    schools: [
      edu(
        ['NIT Warangal — B.Tech, Chemical Engineering — 2022–26'],
        'NIT Warangal',
        'B.Tech',
        'Chemical Engineering',
        '2026',
      ),
    ],
    jobs: [
      job(
        ['Process Intern, Reliance Industries (May 2025 – Jun 2025)'],
        'Process Intern',
        'Reliance Industries',
        'May 2025 – Jun 2025',
        [
          'Modelled a distillation column in Aspen that saved 3% of steam',
          'Logged 120 hours on the plant floor with the shift engineers',
        ],
      ),
    ],
    projects: [],
    skillLines: ['Aspen Plus, MATLAB, Python, Excel'],
    skills: ['Aspen Plus', 'MATLAB', 'Python', 'Excel'],
  },
  {
    id: 'iiser-research-season',
    name: 'Aditya Kulkarni',
    email: 'aditya.kulkarni@students.iiserpune.ac.in',
    phone: '+91 98600 45678',
    links: [gh('adityak'), web('adityakulkarni.github.io')],
    layout: 'plain',
    bullet: '•',
    headings: ACADEMIC,
    schools: [edu(['Physics, IISER Pune, 2026'], 'IISER Pune', null, 'Physics', '2026')],
    jobs: [
      job(
        ['Summer Research Fellow (Summer 2025) — TIFR Mumbai'],
        'Summer Research Fellow',
        'TIFR Mumbai',
        'Summer 2025',
        [
          'Simulated 10 million photon paths on a GPU cluster, 8x faster than the old code',
          'Presented a poster at the institute symposium',
        ],
      ),
    ],
    projects: [],
    skillLines: ['Python, C++, NumPy, Linux'],
    skills: ['Python', 'C++', 'NumPy', 'Linux'],
  },
]

const BULLET_OF = (style: string, index: number) => (style === 'numbered' ? `${index + 1}.` : style)

/** Where a long line breaks in a file laid out on a page: at the last space before `width` characters. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = []
  let rest = text
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width)
    if (cut <= 0) break
    lines.push(rest.slice(0, cut))
    rest = rest.slice(cut + 1)
  }
  lines.push(rest)
  return lines
}

function sections(student: Student): { sidebar: Block[]; main: Block[] } {
  const education: Block[] = [{ kind: 'heading', text: student.headings.education }]
  for (const school of student.schools) education.push(...school.lines)
  const experience: Block[] = [{ kind: 'heading', text: student.headings.experience }]
  for (const work of student.jobs) {
    experience.push(...work.header)
    ;(work.bullets ?? []).forEach((text, i) =>
      experience.push({ kind: 'para', text: `${BULLET_OF(student.bullet, i)} ${text}` }),
    )
    if (work.sentences) experience.push({ kind: 'para', text: work.sentences.join(' ') })
  }
  const projects: Block[] = student.projects.length
    ? [{ kind: 'heading', text: student.headings.projects }, ...student.projects.map((p) => line(p.line))]
    : []
  const skills: Block[] = [
    { kind: 'heading', text: student.headings.skills },
    ...student.skillLines.map(line),
  ]
  if (student.layout === 'two-column')
    return { sidebar: [...education, ...skills], main: [...experience, ...projects] }
  return {
    sidebar: [],
    main: [...education, { kind: 'gap' }, ...experience, { kind: 'gap' }, ...projects, ...skills],
  }
}

function build(student: Student): CorpusResume {
  const contact = [student.email, student.phone, ...student.links.map((l) => l.written)].join(' | ')
  const head: Block[] = [line(student.nameLine ?? student.name), line(contact)]
  if (student.summary) head.push(line(student.summary))
  head.push({ kind: 'gap' })
  const { sidebar, main } = sections(student)
  const blocks =
    student.layout === 'two-column'
      ? [...head, { kind: 'columns' as const, left: sidebar, right: main }]
      : [...head, ...main]
  const projectLinks = student.projects.flatMap((p) => (p.link ? [p.link] : []))
  return {
    id: student.id,
    layout: student.layout,
    blocks,
    expected: {
      name: student.name,
      email: student.email,
      education: student.schools.map((s) => s.expect),
      skills: student.skills,
      links: [...student.links.map((l) => l.url), ...projectLinks],
      experience: student.jobs.map((work) => ({
        role: work.role,
        organisation: work.organisation,
        period: work.period,
        highlights: work.bullets ?? work.sentences ?? [],
      })),
      projects: student.projects.map((p) => ({ name: p.name, link: p.link })),
    },
  }
}

export const RESUME_CORPUS: CorpusResume[] = STUDENTS.map(build)
