import type { NewEmailTemplate } from '../schema/index.ts'

// Placeholders the composer and the AI personaliser fill in: {{recipient_name}}, {{company}}, {{sender_name}},
// {{role}}, {{skills}}, {{college}}, {{portfolio}}. The first line is the subject.
export const DEMO_EMAIL_TEMPLATES: NewEmailTemplate[] = [
  {
    title: 'Short internship ask',
    description: 'A five-sentence note for founders who read email on their phone. Best first touch.',
    category: 'internship',
    usageCount: 1284,
    successRate: 18.5,
    templateContent: `Subject: {{role}} internship at {{company}}?

Hi {{recipient_name}},

I'm {{sender_name}}, a student at {{college}}, and I've been following what {{company}} is building. I'd love to join as a {{role}} intern this season and help where the team is stretched thin.

I work with {{skills}}, and you can see some of what I've built here: {{portfolio}}.

Would you be open to a 15-minute call this week, or could you point me to the right person?

Thanks for reading,
{{sender_name}}`,
  },
  {
    title: 'Project-first pitch',
    description:
      'Leads with something you built that is close to their product. Works well for engineering roles.',
    category: 'internship',
    usageCount: 932,
    successRate: 24.1,
    templateContent: `Subject: Built something close to {{company}}'s product

Hi {{recipient_name}},

Last month I built a small project that solves a problem similar to the one {{company}} works on: {{portfolio}}. Building it taught me how hard the details are, and made me want to learn from a team that does this for real.

I'm {{sender_name}}, studying at {{college}}, comfortable with {{skills}}. I'm looking for a {{role}} internship and would be glad to start with a small, well-defined task so you can judge my work before committing to anything.

If that sounds useful, I can share a short walkthrough of the project or jump on a call at a time that suits you.

Best,
{{sender_name}}`,
  },
  {
    title: 'Product feedback opener',
    description:
      'Opens with specific, useful feedback on their product before asking. Good for product and design roles.',
    category: 'internship',
    usageCount: 611,
    successRate: 21.7,
    templateContent: `Subject: Three ideas after a week with {{company}}

Hi {{recipient_name}},

I've been using {{company}} for a week and wrote down three small things that tripped me up as a new user, with a suggestion for each. Happy to send them over if useful.

I'm {{sender_name}} from {{college}}. I enjoy this kind of work, watching how people use a product and fixing the rough edges, and I'd love to do it full time as a {{role}} intern. My background: {{skills}}. Past work: {{portfolio}}.

Could we talk for 15 minutes? I'll bring the notes either way.

Thanks,
{{sender_name}}`,
  },
  {
    title: 'Referral from a mutual connection',
    description: 'For when someone you both know suggested you write. Mention them in the first line.',
    category: 'internship',
    usageCount: 402,
    successRate: 33.2,
    templateContent: `Subject: [Mutual connection] suggested I reach out

Hi {{recipient_name}},

[Mutual connection] suggested I get in touch because {{company}} is growing its team and I'm looking for a {{role}} internship.

A little about me: I'm {{sender_name}}, a student at {{college}}, and I've spent the past year working with {{skills}}. You can find my work at {{portfolio}}.

If there's a fit, I'd be grateful for a short conversation about what the team needs right now.

Warm regards,
{{sender_name}}`,
  },
  {
    title: 'Remote or part-time internship',
    description: 'For students who can only commit part time during term. Sets expectations up front.',
    category: 'internship',
    usageCount: 287,
    successRate: 15.9,
    templateContent: `Subject: Part-time {{role}} help for {{company}}

Hi {{recipient_name}},

I'm {{sender_name}}, a student at {{college}}. I can give {{company}} 15 to 20 focused hours a week, remotely, as a {{role}} intern until my semester ends, and full time during the break.

I'm strongest in {{skills}}, and I'm used to working asynchronously with clear weekly updates. Some of my work: {{portfolio}}.

Is there a project on your list that could use a dependable extra pair of hands?

Best,
{{sender_name}}`,
  },
  {
    title: 'Hiring post reply',
    description:
      "Replies to a job post or a founder's \"we're hiring\" update. Keep the post's wording in mind.",
    category: 'internship',
    usageCount: 745,
    successRate: 27.4,
    templateContent: `Subject: Re: {{company}} is hiring a {{role}} intern

Hi {{recipient_name}},

I saw that {{company}} is looking for a {{role}} intern and wanted to write to you directly rather than only fill in the form.

I'm {{sender_name}} from {{college}}. The role asks for {{skills}}, which is exactly what I've been working with; here is something I built with them: {{portfolio}}.

I can start within two weeks. Would you like me to take a short assignment to show how I work?

Thank you,
{{sender_name}}`,
  },
  {
    title: 'Gentle follow-up after a week',
    description: 'A polite nudge on the same thread when there has been no reply for 5 to 7 days.',
    category: 'follow-up',
    usageCount: 1103,
    successRate: 22.8,
    templateContent: `Subject: Re: {{role}} internship at {{company}}

Hi {{recipient_name}},

I know your inbox is busy, so I'm bringing my note from last week back to the top. I'm still very keen on a {{role}} internship at {{company}}.

Since I wrote, I've added a small update to my work here: {{portfolio}}.

If now isn't the right time, a quick "not now" is completely fine, and I'll check back in a few months.

Thanks,
{{sender_name}}`,
  },
  {
    title: 'Thank-you after an interview',
    description: 'Send within 24 hours of a call. Refer to one specific thing you discussed.',
    category: 'follow-up',
    usageCount: 538,
    successRate: 41.5,
    templateContent: `Subject: Thank you for your time today

Hi {{recipient_name}},

Thank you for speaking with me today about the {{role}} internship. I especially enjoyed hearing about [something specific from the call], and it made me even more excited about what {{company}} is building.

As promised, here is the link to my work: {{portfolio}}. I'm happy to share anything else that would help the team decide.

Looking forward to hearing from you,
{{sender_name}}
{{college}}`,
  },
  {
    title: 'Last follow-up, closing the loop',
    description: 'The final, friendly message after two unanswered emails. Leaves the door open.',
    category: 'follow-up',
    usageCount: 366,
    successRate: 12.3,
    templateContent: `Subject: Closing the loop

Hi {{recipient_name}},

I've written a couple of times about a {{role}} internship at {{company}} and don't want to crowd your inbox, so this will be my last note for now.

If anything opens up later, I'd love to hear from you. My work stays up to date at {{portfolio}}.

Wishing you and the team a great quarter,
{{sender_name}}`,
  },
  {
    title: 'Follow-up with new work',
    description: 'Re-opens a quiet thread by sharing something new and relevant you have built since.',
    category: 'follow-up',
    usageCount: 214,
    successRate: null,
    templateContent: `Subject: Something new since my last email

Hi {{recipient_name}},

Since I last wrote about interning at {{company}}, I've finished a project I think is relevant to your team: {{portfolio}}. It uses {{skills}}, and I learned a lot about doing this well at a real scale.

I'd still love to contribute as a {{role}} intern. Would a short call next week work?

Best,
{{sender_name}}`,
  },
  {
    title: 'Cover letter (long form)',
    description: 'The old long-form cover letter. Replaced by the shorter internship templates.',
    category: 'internship',
    status: 'archived',
    usageCount: 97,
    successRate: 6.4,
    templateContent: `Subject: Application for {{role}} internship

Dear {{recipient_name}},

I am writing to apply for the {{role}} internship at {{company}}. I am currently a student at {{college}} with experience in {{skills}}.

My portfolio is available at {{portfolio}}.

Yours sincerely,
{{sender_name}}`,
  },
]
