import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react'
import { cn } from '@/lib/cn'

type AnyProps = Record<string, unknown>
type SlotProps = AnyProps & { children?: ReactNode; ref?: Ref<unknown> }

function composeRefs(...refs: (Ref<unknown> | undefined)[]) {
  const set = refs.filter(Boolean)
  if (set.length < 2) return set[0]
  return (node: unknown) => {
    for (const ref of set) {
      if (typeof ref === 'function') ref(node)
      else if (ref) (ref as { current: unknown }).current = node
    }
  }
}

/**
 * Renders its one child element with these props merged in: what `asChild` does on Button and Badge (a
 * router Link styled as a button). Class names are merged, both event handlers run (the child's first),
 * styles are merged and both refs are set. Ours instead of Radix's Slot, which the landing page would
 * otherwise load for this alone (about 1 KB gzip of its 120 KB budget).
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  if (!isValidElement(children)) return null
  const child = children as ReactElement<AnyProps>
  const childProps = child.props
  const merged: AnyProps = { ...slotProps, ...childProps }
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[key]
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        childValue(...args)
        slotValue(...args)
      }
    } else if (key === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object) }
    } else if (key === 'className') {
      merged.className = cn(slotValue as string, childValue as string)
    }
  }
  merged.ref = composeRefs(ref, childProps.ref as Ref<unknown> | undefined)
  return cloneElement(child, merged)
}
