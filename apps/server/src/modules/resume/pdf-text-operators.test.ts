import { describe, expect, it } from 'vitest'
import { cpuTimed } from '@coldstart/contract/testing/thread-cpu'
import { countTextOperators } from './pdf-text-operators.ts'

const count = (content: string) => countTextOperators(Buffer.from(content, 'latin1'))

describe('countTextOperators', () => {
  it('counts Tj and TJ as operators, after a string, an array or white space', () => {
    expect(count('BT /F1 9 Tf (Asha Verma) Tj ET')).toBe(1)
    expect(count('BT [(Sales) -250 (Intern)] TJ ET')).toBe(1)
    expect(count('<0041>Tj\n(a)Tj [(b)]TJ')).toBe(3)
    expect(count('(x) Tj\r(y) Tj\t(z) Tj')).toBe(3)
  })

  it("counts ' and \" only where they end a string's operands", () => {
    expect(count("(next line) '")).toBe(1)
    expect(count('1 2 (spaced) "')).toBe(1)
    expect(count("(it's Asha's) Tj")).toBe(1)
    expect(count('(she said "yes") Tj')).toBe(1)
  })

  it('does not count words that merely start like an operator', () => {
    expect(count('/Tjx 1 Tjj TJk (Tj) ATJ')).toBe(0)
  })

  it('reads 8 MB of quotes after white space in linear time', async () => {
    const hostile = Buffer.from(`${' '.repeat(4_000_000)}${"'".repeat(4_000_000)}`, 'latin1')
    const { result, ms } = await cpuTimed(() => countTextOperators(hostile))
    expect(result).toBe(0)
    expect(ms).toBeLessThan(1_000)
  })
})
