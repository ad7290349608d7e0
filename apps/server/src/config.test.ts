import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const postgres = {
  DATABASE_URL: 'postgres://db/coldstart',
  MAILBOX_SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
}

describe('SEED_DEMO_DATA', () => {
  it('seeds the embedded database by default, and a PostgreSQL deployment only when asked', () => {
    expect(loadConfig({}).seedDemoData).toBe(true)
    expect(loadConfig({ SEED_DEMO_DATA: '' }).seedDemoData).toBe(true)
    expect(loadConfig(postgres).seedDemoData).toBe(false)
    expect(loadConfig({ ...postgres, SEED_DEMO_DATA: '' }).seedDemoData).toBe(false)
    expect(loadConfig({ ...postgres, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true)
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false)
  })

  it('refuses anything but true, false or empty', () => {
    expect(() => loadConfig({ SEED_DEMO_DATA: 'yes' })).toThrow(/SEED_DEMO_DATA/)
  })
})

describe('PRODUCT_TIME_ZONE', () => {
  it('is India unless a deployment names another zone, and a typo stops the start', () => {
    expect(loadConfig({}).productTimeZone).toBe('Asia/Kolkata')
    expect(loadConfig({ PRODUCT_TIME_ZONE: ' ' }).productTimeZone).toBe('Asia/Kolkata')
    expect(loadConfig({ PRODUCT_TIME_ZONE: 'Europe/Berlin' }).productTimeZone).toBe('Europe/Berlin')
    expect(() => loadConfig({ PRODUCT_TIME_ZONE: 'Asia/Kolkatta' })).toThrow(/IANA time zone/)
  })
})
