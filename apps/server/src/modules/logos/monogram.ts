/** Renders a startup's logo as an SVG monogram, so no logo ever needs the internet. */

const palette = [
  ['#4f46e5', '#818cf8'],
  ['#0891b2', '#22d3ee'],
  ['#059669', '#34d399'],
  ['#d97706', '#fbbf24'],
  ['#dc2626', '#f87171'],
  ['#7c3aed', '#c084fc'],
  ['#db2777', '#f472b6'],
  ['#2563eb', '#60a5fa'],
  ['#0f766e', '#2dd4bf'],
  ['#475569', '#94a3b8'],
] as const

function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

export function initialsOf(slug: string): string {
  const words = slug.split(/[-_\s]+/).filter(Boolean)
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}

export function monogramSvg(slug: string): string {
  const h = hash(slug)
  const [from, to] = palette[h % palette.length]!
  const initials = initialsOf(slug).replace(/[^A-Z0-9]/g, '') || '?'
  const shape = h % 3 === 0 ? '<circle cx="64" cy="64" r="64"' : '<rect width="128" height="128" rx="28"'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${initials}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
${shape} fill="url(#g)"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Inter, system-ui, sans-serif" font-size="52" font-weight="700" fill="#fff">${initials}</text>
</svg>`
}
