export interface LogLine {
  level: number
  msg?: string
  [key: string]: unknown
}

/** A pino destination that keeps every line, for tests that assert what the server logged. */
export function captureLogs() {
  const lines: LogLine[] = []
  return {
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    lines,
    /** pino levels: 40 warn, 50 error, 60 fatal */
    atLeast: (level: number) => lines.filter((l) => l.level >= level),
  }
}
