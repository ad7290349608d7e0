// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { leftoversConfirmation } from './leftovers-confirmation'

describe('leftoversConfirmation', () => {
  it('asks first when a section tag a broken template left is in the subject, naming it', () => {
    expect(leftoversConfirmation('{{#role}}Data internship at Vaani Labs?', 'Hi Priya,\n\nThanks')).toEqual({
      id: 'leftovers',
      title: 'Send with template text left?',
      message:
        'The email still has {{#role}}: the founder would see it as written. Fix it above, or send anyway.',
      action: 'Send anyway',
    })
  })

  it('names a variable, a lone {{ or }} in the body, three at most', () => {
    expect(leftoversConfirmation('Hi', 'Hi {{first_name}}, {{/role}} }} {{ x {{company}}')?.message).toBe(
      'The email still has {{first_name}}, {{/role}}, }} and 2 more: the founder would see them as written. Fix them above, or send anyway.',
    )
  })

  it('asks nothing of a clean email', () => {
    expect(
      leftoversConfirmation('Internship at Acme', 'Hi Priya, see https://x.dev/{id} and [1].'),
    ).toBeNull()
  })
})
