import { beforeAll, describe, expect, it } from 'vitest'
import { forgetEarlyClicks, replayEarlyClick } from './early-clicks'

// public/early.js, run from <head>, covers a pre-rendered page until React has adopted it.
describe('before React takes a pre-rendered page over', () => {
  beforeAll(async () => {
    document.body.innerHTML = `
      <div id="root">
        <form><input name="email" value="ada@example.com"><button type="submit">Sign in</button></form>
      </div>
      <form id="outside"></form>`
    // @ts-expect-error: a plain script with no module exports
    await import('../../public/early.js')
  })

  it('holds a form sent early (the browser would put its fields in the address) and presses its button again after', () => {
    const form = document.querySelector('#root form')!
    const button = form.querySelector('button')!
    let sent = 0
    let held = false
    form.addEventListener(
      'submit',
      (event) => {
        sent++
        held = event.defaultPrevented
      },
      { once: true },
    )
    button.click() // jsdom: clicking a submit button fires submit, as Enter in a field does
    expect(sent).toBe(1)
    expect(held).toBe(true)

    // React has adopted the page: the button is pressed again and the form goes React's way
    const replayed: boolean[] = []
    form.addEventListener('submit', (event) => {
      replayed.push(event.defaultPrevented)
      event.preventDefault() // as React's handler does
    })
    replayEarlyClick()
    expect(replayed).toEqual([false])
  })

  it('leaves forms alone once React listens', () => {
    forgetEarlyClicks()
    const outside = document.getElementById('outside') as HTMLFormElement
    const event = new Event('submit', { cancelable: true })
    outside.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
  })
})
