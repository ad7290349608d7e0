import { useId, useState, type FormEvent } from 'react'
import {
  MAILBOX_PRESETS,
  MAILBOX_PROVIDERS,
  connectMailboxBody,
  providerForAddress,
  type MailboxProvider,
} from '@coldstart/contract'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { useConnectMailbox } from '../api/connect-mailbox'
import { AppPasswordSteps } from './app-password-steps'
import { ServerFields, type ServerValues } from './server-fields'

const providerName = (p: MailboxProvider) =>
  p === 'other' ? 'Other (enter the servers)' : MAILBOX_PRESETS[p].name

const emptyServer = (port: string): ServerValues => ({ host: '', port, security: 'tls' })

/** Address, provider (picked from the address until chosen by hand), app password; "Other" adds the servers. */
export function ConnectMailboxForm({ initialAddress = '' }: { initialAddress?: string }) {
  const id = useId()
  const connect = useConnectMailbox()
  const [address, setAddress] = useState(initialAddress)
  const [chosen, setChosen] = useState<MailboxProvider | null>(null)
  const [password, setPassword] = useState('')
  const [imap, setImap] = useState(() => emptyServer('993'))
  const [smtp, setSmtp] = useState(() => emptyServer('465'))
  const [error, setError] = useState<string | undefined>()
  const provider = chosen ?? providerForAddress(address)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const toServer = (s: ServerValues) => ({ host: s.host, port: Number(s.port), security: s.security })
    const body = {
      address: address.trim(),
      provider,
      password: password.trim(),
      ...(provider === 'other' && { imap: toServer(imap), smtp: toServer(smtp) }),
    }
    const parsed = connectMailboxBody.safeParse(body)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the fields')
      return
    }
    setError(undefined)
    try {
      await connect.mutateAsync(parsed.data)
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not connect')
    } finally {
      // the password lives only as long as the request
      setPassword('')
      connect.reset()
    }
  }

  const errorId = `${id}-error`
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="space-y-5"
      aria-describedby={error ? errorId : undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-address`}>Email address</Label>
          <Input
            id={`${id}-address`}
            type="email"
            autoComplete="email"
            required
            value={address}
            onChange={(e) => setAddress(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-provider`}>Mail provider</Label>
          <NativeSelect
            id={`${id}-provider`}
            value={provider}
            onChange={(e) => setChosen(e.target.value as MailboxProvider)}
          >
            {MAILBOX_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {providerName(p)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <AppPasswordSteps provider={provider} />
      {provider === 'other' && (
        <div className="space-y-4">
          <ServerFields legend="IMAP" value={imap} onChange={setImap} />
          <ServerFields legend="SMTP" value={smtp} onChange={setSmtp} />
        </div>
      )}
      <div className="space-y-1.5 sm:max-w-sm">
        <Label htmlFor={`${id}-password`}>App password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="off"
          spellCheck={false}
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p className="text-xs text-muted-foreground">
          Stored encrypted on the server, used only to send your emails and see replies. Never shown again.
        </p>
      </div>
      <FieldError id={errorId} message={error} />
      <Button type="submit" disabled={connect.isPending}>
        {connect.isPending && <Spinner className="size-4 text-current" label="Checking" />}
        {connect.isPending ? 'Checking reading and sending…' : 'Connect mailbox'}
      </Button>
    </form>
  )
}
