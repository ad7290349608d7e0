/** Up to `count` distinct items in random order (a partial Fisher-Yates shuffle); the input is not changed. */
export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = [...items]
  const picked = Math.max(0, Math.min(count, pool.length))
  for (let i = 0; i < picked; i++) {
    const j = i + Math.floor(random() * (pool.length - i))
    ;[pool[i], pool[j]] = [pool[j] as T, pool[i] as T]
  }
  return pool.slice(0, picked)
}
