import type { NewEmailTemplate } from '../schema/index.ts'

// The demo templates. Every sentence that says something about the student sits in a section kept only when
// the fact behind it exists ({{#project}}…{{/project}}), with an {{^x}}…{{/x}} alternative where the email
// would otherwise read oddly: a template never makes a claim the student's profile does not back. Greetings
// use {{recipient_first_name}}; each email stays short (50–150 words), with one ask. The first line is the
// subject.
export const DEMO_EMAIL_TEMPLATES: NewEmailTemplate[] = [
  {
    title: 'Short internship ask',
    description: 'A five-sentence note for founders who read email on their phone. Best first touch.',
    category: 'internship',
    usageCount: 1284,
    templateContent: `Subject: {{#role}}{{role}} internship{{/role}}{{^role}}Internship{{/role}} at {{company}}?

Hi {{recipient_first_name|there}},

I'm {{sender_name}}{{#studies}}, {{studies}}{{/studies}}. {{#company_focus}}I've been following the work {{company}} does on {{company_focus}}{{/company_focus}}{{^company_focus}}I've been following what {{company}} is building{{/company_focus}}, and I'd love to join as an intern{{#role}} working on {{role}}{{/role}}.

{{#skills}}I work with {{skills}}.{{/skills}} {{#achievement}}One result I'm proud of: {{achievement}}.{{/achievement}} {{#portfolio}}Some of my work: {{portfolio}}{{/portfolio}}{{^skills}}{{^achievement}}I'm happy to start with a small, well-defined task so you can judge my work first.{{/achievement}}{{/skills}}

Would you be open to a 15-minute call this week?

Thanks for reading,
{{sender_name}}`,
  },
  {
    title: 'Project-first pitch',
    description: 'Leads with the most relevant thing on your resume. Works well for engineering roles.',
    category: 'internship',
    usageCount: 932,
    templateContent: `Subject: Interning at {{company}}{{#project}}: my recent work{{/project}}

Hi {{recipient_first_name|there}},

{{#company_focus}}The work {{company}} does on {{company_focus}} is the kind of problem I want to learn to build for.{{/company_focus}}{{^company_focus}}I'd like to learn how {{company}} builds its product, from the inside.{{/company_focus}}

{{#project}}Most relevant so far: {{project}}.{{/project}} {{#achievement}}One result I'm proud of: {{achievement}}.{{/achievement}} {{#github}}My code is at {{github}}.{{/github}}{{^github}}{{#portfolio}}My work is at {{portfolio}}.{{/portfolio}}{{/github}}

I'm {{sender_name}}{{#studies}}, {{studies}}{{/studies}}{{#skills}}, comfortable with {{skills}}{{/skills}}. I'm looking for an internship{{#role}} in {{role}}{{/role}} and would be glad to start with a small, well-defined task so you can judge my work first.

Would a 15-minute call next week work for you?

Best,
{{sender_name}}`,
  },
  {
    title: 'Product feedback opener',
    description:
      'Offers specific, useful feedback on their product before asking. Good for product and design roles.',
    category: 'internship',
    usageCount: 611,
    templateContent: `Subject: Fresh eyes on the {{company}} product

Hi {{recipient_first_name|there}},

{{#company_focus}}The work {{company}} does on {{company_focus}} caught my eye.{{/company_focus}} I'd like to use the product the way a new user would and send you three short notes on what slowed me down, each with a suggestion.

I'm {{sender_name}}{{#studies}}, {{studies}}{{/studies}}. Watching how people use a product and smoothing its rough edges is the work I want to do as an intern{{#role}} working on {{role}}{{/role}}.

{{#skills}}My background: {{skills}}.{{/skills}} {{#portfolio}}Past work: {{portfolio}}{{/portfolio}}

Would you like me to send the notes over?

Thanks,
{{sender_name}}`,
  },
  {
    title: 'Referral from a mutual connection',
    description: 'For when someone you both know suggested you write. Mention them in the first line.',
    category: 'internship',
    usageCount: 402,
    templateContent: `Subject: [Mutual connection] suggested I write

Hi {{recipient_first_name|there}},

[Mutual connection] suggested I get in touch about an internship{{#role}} in {{role}}{{/role}} at {{company}}{{#company_focus}}, given its work on {{company_focus}}{{/company_focus}}.

A little about me: I'm {{sender_name}}{{#studies}}, {{studies}}{{/studies}}.{{#skills}} I work with {{skills}}.{{/skills}}{{#portfolio}} You can find my work at {{portfolio}}.{{/portfolio}}

{{#achievement}}One result I'm proud of: {{achievement}}.{{/achievement}}{{^achievement}}I'm happy to start with a small task so you can see how I work.{{/achievement}}

If there's a fit, would you have 15 minutes for a short conversation about what the team needs right now?

Warm regards,
{{sender_name}}`,
  },
  {
    title: 'Remote or part-time internship',
    description: 'For students who can only commit part time during term. Sets expectations up front.',
    category: 'internship',
    usageCount: 287,
    templateContent: `Subject: Part-time intern for {{company}}

Hi {{recipient_first_name|there}},

I'm {{sender_name}}{{#studies}}, {{studies}}{{/studies}}. I can give {{company}} 15 to 20 focused hours a week, remotely, as an intern{{#role}} working on {{role}}{{/role}} until my semester ends, and full time during the break.

{{#company_focus}}Your work on {{company_focus}} is why I'm writing to you first.{{/company_focus}} {{#skills}}I'm strongest in {{skills}}.{{/skills}}{{#portfolio}} Some of my work: {{portfolio}}{{/portfolio}}

I'll send a short written update every week, so you always know where things stand. Is there a project on your list that could use a dependable extra pair of hands?

Best,
{{sender_name}}`,
  },
  {
    title: 'Hiring post reply',
    description:
      "Replies to a job post or a founder's \"we're hiring\" update. Keep the post's wording in mind.",
    category: 'internship',
    usageCount: 745,
    templateContent: `Subject: Your internship opening at {{company}}

Hi {{recipient_first_name|there}},

I saw that {{company}} is hiring interns and wanted to write to you directly rather than only fill in the form.{{#company_focus}} Working on {{company_focus}} is exactly what I'm looking for.{{/company_focus}}

I'm {{sender_name}}{{#studies}}, {{studies}}{{/studies}}.{{#skills}} I work with {{skills}}.{{/skills}}{{#portfolio}} Some of my work: {{portfolio}}{{/portfolio}}

{{#achievement}}One result I'm proud of: {{achievement}}.{{/achievement}}

Would you like me to take a short assignment to show how I work?

Thank you,
{{sender_name}}`,
  },
  {
    title: 'Gentle follow-up after a week',
    description: 'A polite nudge on the same thread when there has been no reply for 5 to 7 days.',
    category: 'follow-up',
    noReplyUse: 'first',
    usageCount: 1103,
    templateContent: `Subject: Re: Internship at {{company}}

Hi {{recipient_first_name|there}},

I know your inbox is busy, so I'm bringing my note from last week back to the top. I'm still very keen on an internship{{#role}} in {{role}}{{/role}} at {{company}}{{#company_focus}} and its work on {{company_focus}}{{/company_focus}}.

{{#portfolio}}My work is at {{portfolio}}, in case it helps to see it.{{/portfolio}}{{^portfolio}}I'm happy to start with a small, well-defined task so you can judge my work first.{{/portfolio}}

Would a 15-minute call work for you in the next two weeks? If now isn't the right time, a quick "not now" is completely fine.

Thanks,
{{sender_name}}`,
  },
  {
    title: 'Thank-you after an interview',
    description: 'Send within 24 hours of a call. Refer to one specific thing you discussed.',
    category: 'follow-up',
    noReplyUse: 'never',
    usageCount: 538,
    templateContent: `Subject: Thank you for your time today

Hi {{recipient_first_name|there}},

Thank you for speaking with me today about an internship at {{company}}. I especially enjoyed hearing about [something specific from the call], and it made me even more excited about {{#company_focus}}the team's work on {{company_focus}}{{/company_focus}}{{^company_focus}}what {{company}} is building{{/company_focus}}.

{{#portfolio}}As promised, here is the link to my work: {{portfolio}}.{{/portfolio}} I'm happy to share anything else that would help the team decide.

Is there anything more you'd like from me before the next step?

Looking forward to hearing from you,
{{sender_name}}{{#college}}
{{college}}{{/college}}`,
  },
  {
    title: 'Last follow-up, closing the loop',
    description: 'The final, friendly message after two unanswered emails. Leaves the door open.',
    category: 'follow-up',
    noReplyUse: 'last',
    usageCount: 366,
    templateContent: `Subject: Closing the loop

Hi {{recipient_first_name|there}},

I don't want to crowd your inbox about an internship{{#role}} in {{role}}{{/role}} at {{company}}, so this will be my last note for now.

{{#company_focus}}I'll keep following your work on {{company_focus}}.{{/company_focus}} If anything opens up later, I'd love to hear from you.{{#portfolio}} My work stays up to date at {{portfolio}}{{/portfolio}}

Would it be all right if I checked back in a few months?

Wishing you and the team a great quarter,
{{sender_name}}`,
  },
  {
    title: 'Follow-up with new work',
    description: 'Re-opens a quiet thread by pointing to the most relevant thing on your resume.',
    category: 'follow-up',
    noReplyUse: 'any',
    usageCount: 214,
    templateContent: `Subject: One more note for {{company}}

Hi {{recipient_first_name|there}},

Since I last wrote about interning at {{company}}, {{#project}}I wanted to add the part of my background closest to {{#company_focus}}your work on {{company_focus}}{{/company_focus}}{{^company_focus}}what your team does{{/company_focus}}.{{/project}}{{^project}}I've kept thinking about {{#company_focus}}your work on {{company_focus}}{{/company_focus}}{{^company_focus}}what your team is building{{/company_focus}}.{{/project}}

{{#project}}Most relevant so far: {{project}}.{{/project}} {{#achievement}}One result I'm proud of: {{achievement}}.{{/achievement}}{{^project}}{{^achievement}}I'm happy to start with a small, well-defined task so you can judge my work first.{{/achievement}}{{/project}}

{{#skills}}I work with {{skills}}.{{/skills}}{{#portfolio}} More at {{portfolio}}{{/portfolio}}

I'd still love to contribute as an intern{{#role}} working on {{role}}{{/role}}. Would a short call next week work?

Best,
{{sender_name}}`,
  },
  {
    title: 'Cover letter (long form)',
    description: 'The old long-form cover letter. Replaced by the shorter internship templates.',
    category: 'internship',
    status: 'archived',
    usageCount: 97,
    templateContent: `Subject: Application for {{role}} internship

Dear {{recipient_name}},

I am writing to apply for the {{role}} internship at {{company}}. I am currently {{studies}} with experience in {{skills}}.

My portfolio is available at {{portfolio}}.

Yours sincerely,
{{sender_name}}`,
  },
]
