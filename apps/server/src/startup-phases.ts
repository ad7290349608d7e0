// What a start spends, phase by phase, in wall-clock and CPU milliseconds: logged with the ready line, so a
// slow start says where its time went. On a busy machine the wall clock stretches; CPU time hardly does.
export interface StartupPhases {
  /** Ends the phase running since the previous mark (the first: loading modules, since the process began). */
  mark(phase: string): void
  /** "modules 812 ms (cpu 790), database 301 ms (cpu 280), ..." */
  summary(): string
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

export function startupPhases(): StartupPhases {
  // performance.now() counts from the process's start, as does process.cpuUsage()
  let wall = 0
  let cpu = 0
  const spent: string[] = []
  return {
    mark(phase) {
      const [nowWall, nowCpu] = [performance.now(), cpuMs()]
      spent.push(`${phase} ${Math.round(nowWall - wall)} ms (cpu ${Math.round(nowCpu - cpu)})`)
      wall = nowWall
      cpu = nowCpu
    },
    summary: () => spent.join(', '),
  }
}
