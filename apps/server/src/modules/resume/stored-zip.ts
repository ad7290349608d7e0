import { crc32 } from 'node:zlib'

export interface StoredEntry {
  /** the entry's name as the original archive spelled it (UTF-8) */
  name: Uint8Array
  data: Uint8Array
}

/** One entry as a zip archive lays it out: its headers' fields and its bytes as they stand in the file. */
export interface ZipLayoutEntry {
  name: Uint8Array
  /** general purpose flags (0x800: the name is UTF-8) */
  flags: number
  /** 0 stored, 8 deflated */
  method: number
  /** the CRC-32 of the unpacked bytes */
  crc: number
  /** the bytes in the archive (compressed when the method says so) */
  body: Uint8Array
  /** the unpacked size the headers declare */
  size: number
}

const UTF8_NAME_FLAG = 0x800

/** A zip archive whose entries are stored uncompressed: reading it inflates nothing. */
export function writeStoredZip(entries: StoredEntry[]): Uint8Array {
  return writeZipLayout(
    entries.map(({ name, data }) => ({
      name,
      flags: UTF8_NAME_FLAG,
      method: 0,
      crc: crc32(data),
      body: data,
      size: data.length,
    })),
  )
}

/** The bytes of a zip archive: each entry's local header, name and body, then the central directory. */
export function writeZipLayout(entries: ZipLayoutEntry[]): Uint8Array {
  const parts: Uint8Array[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const { name, flags, method, crc, body, size } of entries) {
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(flags, 6)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(body.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    parts.push(local, name, body)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(flags, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(body.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, Buffer.from(name))
    offset += 30 + name.length + body.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...parts, directory, end]))
}
