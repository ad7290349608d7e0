import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { StartupsEmptyState } from './startups-empty-state'

describe('StartupsEmptyState', () => {
  it('tells an admin with an empty directory how to add or import startups', () => {
    const onAdd = vi.fn()
    const onImport = vi.fn()
    render(<StartupsEmptyState filtering={false} onAdd={onAdd} onImport={onImport} />)
    expect(screen.getByText('Get started by adding your first startup')).toBeInTheDocument()
    expect(screen.getByText(/SEED_DEMO_DATA=true/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Startup' }))
    fireEvent.click(screen.getByRole('button', { name: 'Import startups from CSV' }))
    expect(onAdd).toHaveBeenCalledOnce()
    expect(onImport).toHaveBeenCalledOnce()
  })

  it('only hints at the search when one is applied', () => {
    render(<StartupsEmptyState filtering onAdd={() => {}} onImport={() => {}} />)
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
