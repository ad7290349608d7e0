import net from 'node:net'

// Ports 22000-31999. The OS's own pick (listen on port 0) came from the range Linux also hands to every
// stand-in and outgoing connection (32768-60999): between the probe closing and the test's process binding,
// another test file's stand-in could take the port, and a poll meant for that process then reached the
// stand-in. Below that range nothing takes a port unasked; above 21999 the browser tests' servers sit.
// Each test worker draws from its own block of 1,000, so two workers never hand out the same port.
const FIRST = 22_000
const BLOCK = 1_000
const BLOCKS = 10
const block = FIRST + (Number(process.env.VITEST_POOL_ID ?? 0) % BLOCKS) * BLOCK
// a random start: a worker of another run on the same machine most likely starts elsewhere in the block
let next = Math.floor(Math.random() * BLOCK)

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** A TCP port nothing listens on now and no other test worker will be given, for a server a test starts. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < BLOCK; tries++) {
    const port = block + (next++ % BLOCK)
    if (await bindable(port)) return port
  }
  throw new Error(`no free port in ${block}-${block + BLOCK - 1}`)
}
