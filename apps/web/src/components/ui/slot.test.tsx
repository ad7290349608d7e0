import { createRef } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'
import { Slot } from './slot'

describe('Slot', () => {
  it('renders the child with merged classes, both handlers, merged styles and both refs', () => {
    const order: string[] = []
    const slotRef = createRef<HTMLAnchorElement>()
    const childRef = createRef<HTMLAnchorElement>()
    render(
      <Slot
        className="px-2 text-sm"
        style={{ color: 'red' }}
        onClick={() => order.push('slot')}
        ref={slotRef}
        data-slot="button"
      >
        <a
          href="#go"
          className="px-4"
          style={{ margin: 1 }}
          onClick={(e) => {
            e.preventDefault()
            order.push('child')
          }}
          ref={childRef}
        >
          Go
        </a>
      </Slot>,
    )
    const link = screen.getByRole('link', { name: 'Go' })
    expect(link).toHaveClass('text-sm', 'px-4')
    expect(link).not.toHaveClass('px-2')
    expect(link).toHaveAttribute('data-slot', 'button')
    expect(link).toHaveStyle({ color: 'rgb(255, 0, 0)', margin: '1px' })
    fireEvent.click(link)
    expect(order).toEqual(['child', 'slot'])
    expect(slotRef.current).toBe(link)
    expect(childRef.current).toBe(link)
  })

  it('lets Button style a link (asChild) without a <button> around it', () => {
    const onClick = vi.fn()
    render(
      <Button asChild variant="outline" onClick={onClick}>
        <a href="/sign-in">Get Started</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Get Started' })
    expect(link.tagName).toBe('A')
    expect(link).toHaveClass('border')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
