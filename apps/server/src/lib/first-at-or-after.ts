/** The first index whose item is not below `value`, in items sorted ascending (binary search). */
export function firstAtOrAfter<T extends string | number>(items: ArrayLike<T>, value: T): number {
  let lo = 0
  let hi = items.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (items[mid]! < value) lo = mid + 1
    else hi = mid
  }
  return lo
}
