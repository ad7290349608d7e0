// Builds the demo rows in a child process (buildDemoRowsInChild): faker and its locale data (tens of MB) live
// and die with it, and the server that seeds keeps only the rows it inserts.
import { buildDemoRows } from './demo-plan.ts'

const [extraStartups, now] = process.argv.slice(2).map(Number)
process.send?.(buildDemoRows(extraStartups, now), () => process.disconnect())
