import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import {
  MAILBOX_PRESETS,
  MAILBOX_PROVIDERS,
  connectMailboxBody,
  type MailboxProvider,
} from '@coldstart/contract'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { useContractForm } from '@/hooks/use-contract-form'
import { useConnectMailbox } from '../api/connect-mailbox'
import { connectMailboxValues, providerOf, toConnectBody } from '../utils/connect-mailbox-values'
import { AppPasswordSteps } from './app-password-steps'
import { ServerFields } from './server-fields'

const providerName = (p: MailboxProvider) =>
  p === 'other' ? 'Other (enter the servers)' : MAILBOX_PRESETS[p].name

/** Address, provider (picked from the address until chosen by hand), app password; "Other" adds the servers. */
export function ConnectMailboxForm({ initialAddress = '' }: { initialAddress?: string }) {
  const id = useId()
  const connect = useConnectMailbox()
  const form = useContractForm(connectMailboxBody, {
    defaultValues: connectMailboxValues(initialAddress),
    toBody: toConnectBody,
  })
  const [address, chosen] = useWatch({ control: form.control, name: ['address', 'provider'] })
  const provider = providerOf({ address, provider: chosen })
  const { errors } = form.formState

  const onSubmit = form.submitTo(async (body) => {
    try {
      await connect.mutateAsync(body)
    } finally {
      // the password lives only as long as the request
      form.setValue('password', '')
      connect.reset()
    }
  })

  const error = form.formError
  const errorId = `${id}-error`
  const described = (name: 'address' | 'password') => (errors[name] ? `${id}-${name}-error` : undefined)
  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-describedby={error ? errorId : undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-address`}>Email address</Label>
          <Input
            id={`${id}-address`}
            type="email"
            autoComplete="email"
            required
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={described('address')}
            {...form.register('address')}
          />
          <FieldError id={`${id}-address-error`} message={errors.address?.message} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-provider`}>Mail provider</Label>
          <NativeSelect
            id={`${id}-provider`}
            value={provider}
            onChange={(e) => form.setValue('provider', e.target.value as MailboxProvider)}
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
          <ServerFields legend="IMAP" side="imap" form={form} />
          <ServerFields legend="SMTP" side="smtp" form={form} />
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
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={described('password')}
          {...form.register('password')}
        />
        <FieldError id={`${id}-password-error`} message={errors.password?.message} />
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
