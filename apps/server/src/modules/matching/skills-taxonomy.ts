/**
 * What a student's skill says about where it is useful: each group lists skills (and their other names) and
 * the startup tags whose work needs them. Best match counts a startup sharing any of a skill's tags as sharing
 * that skill, and names the student's own word in the reason ("Matches Machine Learning"). Tags are the
 * directory's lower-case spellings (every one is used by the demo data: skills-taxonomy.test.ts checks it);
 * a sector is reached through the tags its startups carry ("ai" is both). Skill names are compared by their
 * letters, digits, "+" and "#" only, in lower case: "Node.js", "NodeJS" and "node js" are one skill.
 */
export interface SkillGroup {
  /** the skill's names, comma-separated */
  skills: string
  /** the tags, space-separated */
  tags: string
}

const AI_TAGS = 'ai machine-learning llm generative-ai nlp computer-vision mlops'
const DATA_TAGS = 'analytics data-engineering forecasting experimentation spreadsheets'
const WEB_TAGS = 'saas developer-experience workflow collaboration preview-environments'
const BACKEND_TAGS = 'api databases postgres sdk saas developer-experience'
const INFRA_TAGS = 'kubernetes ci-cd observability opentelemetry preview-environments migrations'
const MOBILE_TAGS = 'mobile mobile-games d2c social'
const GAME_TAGS = 'game-dev unity unreal mobile-games multiplayer liveops casual'
const FINANCE_TAGS = 'finance payments lending credit wealthtech personal-finance reconciliation'
const GROWTH_TAGS = 'd2c social community subscription marketplace experimentation'
const OPS_TAGS = 'supply-chain warehousing last-mile freight fleet-management wms shipping'

export const SKILL_GROUPS: SkillGroup[] = [
  // AI and data
  {
    skills: 'Machine Learning, ML, Deep Learning, DL, Artificial Intelligence, AI, AI/ML',
    tags: `${AI_TAGS} document-ai voice-ai rag evaluation credit-scoring`,
  },
  {
    skills: 'TensorFlow, PyTorch, Keras, scikit-learn, sklearn, XGBoost, LightGBM, JAX',
    tags: `${AI_TAGS} document-ai evaluation`,
  },
  {
    skills: 'Computer Vision, CV, OpenCV, Image Processing, YOLO, Object Detection',
    tags: 'computer-vision ai document-ai ocr radiology drones quality-control',
  },
  {
    skills: 'NLP, Natural Language Processing, Text Mining, spaCy, NLTK, Hugging Face, Transformers',
    tags: 'nlp llm ai indic-languages vernacular search document-ai',
  },
  {
    skills: 'LLM, LLMs, Large Language Models, Generative AI, GenAI, Prompt Engineering, LangChain',
    tags: 'llm generative-ai rag ai nlp evaluation customer-support',
  },
  {
    skills: 'RAG, Vector Databases, Embeddings, LlamaIndex, Pinecone, Semantic Search',
    tags: 'rag llm search ai databases',
  },
  {
    skills: 'Speech Recognition, ASR, Text to Speech, TTS, Voice AI, Audio Processing',
    tags: 'voice-ai speech ai indic-languages vernacular',
  },
  { skills: 'OCR, Document AI, Tesseract', tags: 'ocr document-ai computer-vision ai' },
  {
    skills: 'MLOps, MLflow, Kubeflow, Model Deployment',
    tags: 'mlops machine-learning ai kubernetes',
  },
  {
    skills: 'Reinforcement Learning, RL, Neural Networks, CNN, RNN, LSTM, GANs',
    tags: AI_TAGS,
  },
  {
    skills:
      'Data Science, Data Scientist, Statistics, Statistical Modelling, Statistical Modeling, Probability',
    tags: `${DATA_TAGS} machine-learning ai credit-scoring evaluation`,
  },
  {
    skills:
      'Data Analysis, Data Analytics, Analytics, Business Analytics, Data Visualization, Data Visualisation',
    tags: DATA_TAGS,
  },
  {
    skills: 'Excel, Microsoft Excel, MS Excel, Google Sheets, Spreadsheets, VBA',
    tags: 'spreadsheets analytics finance forecasting reconciliation',
  },
  {
    skills: 'Tableau, Power BI, PowerBI, Looker, Metabase, Superset',
    tags: 'analytics data-engineering spreadsheets',
  },
  {
    skills: 'Pandas, NumPy, SciPy, Matplotlib, Seaborn, Jupyter, Plotly',
    tags: `${DATA_TAGS} machine-learning`,
  },
  { skills: 'R, RStudio, SAS, SPSS, Stata, MATLAB', tags: `${DATA_TAGS} machine-learning` },
  {
    skills:
      'Data Engineering, ETL, ELT, Spark, Apache Spark, PySpark, Hadoop, Airflow, dbt, Kafka, Snowflake, BigQuery, Databricks',
    tags: 'data-engineering analytics databases observability',
  },
  {
    skills: 'A/B Testing, AB Testing, Experimentation, Causal Inference',
    tags: 'experimentation analytics feature-flags',
  },
  { skills: 'Forecasting, Time Series, Econometrics', tags: 'forecasting analytics pricing' },
  {
    skills: 'Recommendation Systems, Recommender Systems, Search, Elasticsearch, OpenSearch, Solr',
    tags: 'search machine-learning marketplace',
  },

  // programming languages
  { skills: 'Python', tags: `${AI_TAGS} ${DATA_TAGS} api automation` },
  { skills: 'Java, Spring, Spring Boot, Kotlin', tags: `${BACKEND_TAGS} payments mobile` },
  { skills: 'Go, Golang', tags: `${BACKEND_TAGS} ${INFRA_TAGS}` },
  {
    skills: 'Rust',
    tags: 'databases security developer-experience open-source observability',
  },
  {
    skills: 'C, C++, Embedded C, Embedded Systems, Firmware',
    tags: 'hardware iot wearables drones unreal',
  },
  { skills: 'C#, .NET, ASP.NET, dotnet', tags: 'unity game-dev saas api' },
  { skills: 'Ruby, Ruby on Rails, Rails', tags: BACKEND_TAGS },
  { skills: 'PHP, Laravel, WordPress', tags: 'saas shopify d2c api' },
  {
    skills: 'Scala, Elixir, Erlang, Haskell, Clojure',
    tags: 'api databases data-engineering payments',
  },
  {
    skills: 'Solidity, Blockchain, Web3, Ethereum, Smart Contracts, Crypto',
    tags: 'web3 payments finance',
  },
  {
    skills: 'SQL, MySQL, PostgreSQL, Postgres, SQLite, Database Design, DBMS',
    tags: 'databases postgres analytics data-engineering migrations',
  },
  {
    skills: 'MongoDB, Redis, Cassandra, DynamoDB, NoSQL, Firebase, Supabase',
    tags: 'databases api saas mobile',
  },

  // web and mobile
  {
    skills:
      'JavaScript, JS, TypeScript, TS, ES6, HTML, CSS, HTML5, CSS3, Web Development, Frontend, Front End, Front-end Development',
    tags: `${WEB_TAGS} sdk`,
  },
  {
    skills:
      'React, React.js, ReactJS, Next.js, NextJS, Redux, Vue, Vue.js, Nuxt, Angular, Svelte, SvelteKit, Remix',
    tags: WEB_TAGS,
  },
  {
    skills: 'Tailwind, Tailwind CSS, Bootstrap, Sass, SCSS, Material UI, Chakra UI',
    tags: `${WEB_TAGS} d2c`,
  },
  {
    skills:
      'Node.js, Express, Express.js, NestJS, Fastify, Deno, Bun, Backend, Back End, Backend Development, REST, REST APIs, GraphQL, gRPC, APIs, Microservices',
    tags: BACKEND_TAGS,
  },
  { skills: 'Django, Flask, FastAPI', tags: `${BACKEND_TAGS} machine-learning` },
  {
    skills: 'Full Stack, Full-stack Development, MERN, MEAN, Web Apps',
    tags: `${WEB_TAGS} ${BACKEND_TAGS}`,
  },
  {
    skills:
      'React Native, Flutter, Dart, Android, Android Development, iOS, iOS Development, Swift, SwiftUI, Objective-C, Jetpack Compose, Mobile Development, App Development',
    tags: MOBILE_TAGS,
  },
  {
    skills: 'Shopify, Shopify Liquid, WooCommerce, Magento',
    tags: 'shopify d2c marketplace retail',
  },
  {
    skills: 'WhatsApp API, Twilio, Chatbots',
    tags: 'whatsapp customer-support helpdesk automation',
  },
  {
    skills: 'Stripe, Razorpay, UPI, Payment Gateways',
    tags: 'payments upi invoicing reconciliation',
  },

  // infrastructure, quality, security
  {
    skills:
      'DevOps, Docker, Kubernetes, K8s, Helm, Terraform, Ansible, CI/CD, GitHub Actions, Jenkins, GitLab CI, Linux, Bash, Shell Scripting, SRE, Site Reliability',
    tags: INFRA_TAGS,
  },
  {
    skills: 'AWS, Amazon Web Services, GCP, Google Cloud, Azure, Cloud Computing, Serverless, Cloudflare',
    tags: `${INFRA_TAGS} saas databases`,
  },
  {
    skills: 'Prometheus, Grafana, Datadog, OpenTelemetry, Monitoring, Logging',
    tags: 'observability opentelemetry developer-experience',
  },
  {
    skills:
      'Testing, Software Testing, QA, Quality Assurance, Test Automation, Selenium, Cypress, Playwright, Jest, Vitest, Pytest, Postman, Unit Testing',
    tags: 'api-testing mocking ci-cd quality-control developer-experience',
  },
  {
    skills:
      'Cybersecurity, Cyber Security, Security, Information Security, Network Security, Penetration Testing, Ethical Hacking, Cryptography, OWASP',
    tags: 'security compliance api',
  },
  {
    skills: 'Open Source, Git, GitHub, Version Control, Developer Relations, DevRel, Technical Writing',
    tags: 'open-source developer-experience sdk community',
  },
  {
    skills:
      'Data Structures, Algorithms, DSA, Competitive Programming, Problem Solving, Computer Science, OOP, System Design',
    tags: `${BACKEND_TAGS} coding search`,
  },
  {
    skills: 'Feature Flags, LaunchDarkly',
    tags: 'feature-flags experimentation developer-experience',
  },

  // hardware, games, climate
  {
    skills:
      'IoT, Internet of Things, Arduino, Raspberry Pi, ESP32, Electronics, PCB Design, Robotics, ROS, Sensors',
    tags: 'iot hardware drones wearables telematics remote-monitoring precision-farming',
  },
  {
    skills: 'Drones, UAV, Aerospace',
    tags: 'drones crop-spraying hardware computer-vision',
  },
  {
    skills: 'Mechanical Engineering, CAD, SolidWorks, AutoCAD, Fusion 360, Manufacturing, 3D Printing',
    tags: 'manufacturing hardware materials packaging quality-control',
  },
  {
    skills:
      'Electrical Engineering, Power Electronics, Battery Management, Battery Systems, EV, Electric Vehicles',
    tags: 'ev batteries battery-swapping energy-storage grid hardware',
  },
  {
    skills:
      'Renewable Energy, Solar Energy, Energy Systems, Sustainability, Climate, ESG, Carbon Accounting, Environmental Science, Life Cycle Assessment',
    tags: 'renewables solar sustainability carbon-accounting esg recycling grid',
  },
  {
    skills: 'Chemistry, Materials Science, Chemical Engineering, Biotechnology',
    tags: 'materials bioplastics recycling diagnostics',
  },
  {
    skills:
      'Agriculture, Agronomy, Agricultural Engineering, Soil Science, Food Technology, Dairy Technology',
    tags: 'farmers precision-farming soil-testing fresh-produce dairy cold-chain vertical-farming',
  },
  {
    skills:
      'Game Development, Game Dev, Game Design, Unity, Unity3D, Unreal Engine, Unreal, Godot, Level Design, 3D Modelling, 3D Modeling, Blender, Maya',
    tags: GAME_TAGS,
  },
  {
    skills: 'Esports, Gaming, Streaming, Twitch',
    tags: 'esports tournaments multiplayer community mid-core',
  },
  {
    skills: 'Storytelling, Narrative Design, Creative Writing, Scriptwriting',
    tags: 'narrative edu-games social kids',
  },

  // design
  {
    skills:
      'Figma, Sketch, Adobe XD, UI Design, UX Design, UI/UX, UX, UI, Product Design, Interaction Design, Prototyping, Wireframing, User Research, Usability Testing, Design Systems',
    tags: 'saas d2c mobile fashion social developer-experience collaboration',
  },
  {
    skills:
      'Graphic Design, Visual Design, Brand Design, Branding, Illustration, Photoshop, Adobe Photoshop, Illustrator, Adobe Illustrator, Canva, InDesign, Typography',
    tags: 'd2c fashion handicrafts packaging social beverages',
  },
  {
    skills:
      'Motion Design, Animation, After Effects, Video Editing, Premiere Pro, Final Cut Pro, Photography, Videography',
    tags: 'social d2c edu-games kids community',
  },
  {
    skills: 'Fashion Design, Textile Design, Merchandising',
    tags: 'fashion handicrafts resale returns retail',
  },

  // product, growth, content
  {
    skills:
      'Product Management, Product Manager, PM, Product Strategy, Roadmapping, Agile, Scrum, Jira, Notion, Product Analytics',
    tags: 'saas workflow collaboration analytics experimentation feature-flags',
  },
  {
    skills: 'Mixpanel, Amplitude, Google Analytics, GA4, Hotjar',
    tags: 'analytics experimentation d2c subscription',
  },
  {
    skills:
      'Marketing, Digital Marketing, Growth Marketing, Growth, Performance Marketing, Growth Hacking, SEO, SEM, Google Ads, Meta Ads, Facebook Ads, Email Marketing, Affiliate Marketing, Marketing Analytics',
    tags: GROWTH_TAGS,
  },
  {
    skills:
      'Social Media, Social Media Marketing, Social Media Management, Instagram, LinkedIn, YouTube, Influencer Marketing, Community Management, Community Building, Discord',
    tags: 'social community d2c esports students cohort-learning',
  },
  {
    skills:
      'Content Writing, Copywriting, Content Marketing, Content Creation, Blogging, Editing, Proofreading, Journalism, Writing',
    tags: 'social community d2c english upskilling language-learning',
  },
  {
    skills: 'Public Relations, PR, Communications, Corporate Communications, Event Management, Events',
    tags: 'community social students travel',
  },
  {
    skills: 'E-commerce, Ecommerce, D2C, Retail, Category Management, Marketplace Management',
    tags: 'd2c marketplace quick-commerce retail returns shopify b2b-commerce',
  },

  // sales, business, operations
  {
    skills:
      'Sales, B2B Sales, Inside Sales, Business Development, BD, Lead Generation, Cold Calling, Cold Emailing, Negotiation, Account Management, Key Account Management, Field Sales',
    tags: 'b2b crm field-sales msme procurement b2b-commerce saas',
  },
  {
    skills: 'CRM, Salesforce, HubSpot, Zoho, Zoho CRM',
    tags: 'crm b2b saas field-sales automation',
  },
  {
    skills:
      'Customer Success, Customer Support, Customer Service, Customer Experience, CX, Zendesk, Freshdesk, Intercom',
    tags: 'customer-support helpdesk saas whatsapp b2b',
  },
  {
    skills:
      'Operations, Operations Management, Business Operations, Process Improvement, Lean, Six Sigma, Project Management, Program Management, Vendor Management',
    tags: `${OPS_TAGS} workflow procurement quality-control automation`,
  },
  {
    skills:
      'Supply Chain, Supply Chain Management, SCM, Logistics, Procurement, Inventory Management, Warehouse Management, Demand Planning, SAP, ERP, Fleet Management',
    tags: `${OPS_TAGS} procurement cold-chain tracking trucking reverse-logistics customs`,
  },
  {
    skills: 'Import Export, International Trade, Export, Customs',
    tags: 'export exporters customs cross-border shipping freight',
  },
  {
    skills:
      'Finance, Financial Analysis, Financial Modelling, Financial Modeling, Valuation, Investment Banking, Equity Research, Corporate Finance, FP&A, CFA',
    tags: `${FINANCE_TAGS} mutual-funds savings financing spreadsheets`,
  },
  {
    skills:
      'Accounting, Bookkeeping, Tally, GST, Taxation, Auditing, Chartered Accountancy, CA, QuickBooks, Invoicing',
    tags: 'finance invoicing reconciliation compliance msme spreadsheets',
  },
  {
    skills: 'Risk Management, Credit Analysis, Underwriting, Actuarial Science, Insurance',
    tags: 'credit credit-scoring lending insurance compliance',
  },
  {
    skills: 'Fintech, Banking, Payments, Wealth Management, Personal Finance, Stock Market, Trading',
    tags: `${FINANCE_TAGS} neobank upi remittance mutual-funds savings`,
  },
  {
    skills:
      'Economics, Pricing, Market Research, Competitive Analysis, Consulting, Strategy, Business Strategy',
    tags: 'pricing analytics forecasting b2b marketplace',
  },
  {
    skills:
      'Law, Legal Research, Contract Drafting, Corporate Law, Compliance, Regulatory Affairs, Intellectual Property',
    tags: 'legaltech contracts compliance',
  },
  {
    skills:
      'Human Resources, HR, Recruiting, Recruitment, Talent Acquisition, Technical Recruiting, People Operations, Payroll',
    tags: 'hr-tech hiring interviews workforce freelancers scheduling',
  },
  {
    skills: 'Entrepreneurship, Startups, Founder, Leadership, Team Management',
    tags: 'b2b saas marketplace msme community',
  },
  {
    skills: 'Automation, No-code, Low-code, Zapier, Airtable, RPA, UiPath, Workflow Automation',
    tags: 'automation workflow spreadsheets saas collaboration',
  },

  // education, health, consumer, languages
  {
    skills:
      'Teaching, Tutoring, Education, Curriculum Design, Instructional Design, Edtech, Mentoring, Coaching, E-learning',
    tags: 'k12 teachers schools upskilling test-prep adaptive-learning cohort-learning assessment stem math',
  },
  {
    skills: 'Mathematics, Maths, Math, Physics, STEM',
    tags: 'math stem k12 test-prep forecasting',
  },
  {
    skills: 'Counselling, Counseling, Career Counselling, Admissions, Study Abroad',
    tags: 'admissions study-abroad higher-education students interviews',
  },
  {
    skills:
      'Healthcare, Public Health, Medicine, MBBS, Nursing, Pharmacy, Pharmacology, Clinical Research, Biomedical Engineering, Bioinformatics, Health Informatics',
    tags: 'diagnostics telemedicine ehr pharmacy clinic-software radiology cardiology maternal-health remote-monitoring',
  },
  {
    skills:
      'Psychology, Mental Health, Therapy, Counselling Psychology, Behavioural Science, Behavioral Science',
    tags: 'mental-health therapy habits fitness',
  },
  {
    skills: 'Nutrition, Dietetics, Fitness, Sports Science, Yoga',
    tags: 'fitness food habits wearables beverages',
  },
  { skills: 'Veterinary Science, Animal Husbandry', tags: 'cattle-health dairy pets farmers' },
  {
    skills: 'Hospitality, Travel, Tourism, Hotel Management, Real Estate, Property Management',
    tags: 'travel co-living rentals residential hyperlocal',
  },
  {
    skills: 'Food, Culinary Arts, Food and Beverage, F&B',
    tags: 'food beverages quick-commerce fresh-produce cold-chain',
  },
  {
    skills: 'Urban Planning, Transportation, Mobility, Automotive',
    tags: 'mobility ev fleet-management telematics rentals',
  },
  {
    skills:
      'Hindi, Tamil, Telugu, Kannada, Marathi, Bengali, Malayalam, Gujarati, Punjabi, Translation, Localisation, Localization, Linguistics',
    tags: 'indic-languages vernacular language-learning speech nlp',
  },
  {
    skills: 'English, IELTS, TOEFL, Spoken English',
    tags: 'english language-learning study-abroad test-prep',
  },
]
