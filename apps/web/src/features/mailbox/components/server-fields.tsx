import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { MAIL_SECURITY, type ConnectMailboxBody, type MailSecurity } from '@coldstart/contract'
import { FieldError } from '@/components/ui/field-error'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import type { ConnectMailboxValues } from '../utils/connect-mailbox-values'

const securityLabel: Record<MailSecurity, string> = {
  tls: 'TLS (usually 993 or 465)',
  starttls: 'STARTTLS (usually 143 or 587)',
  none: 'None (own network only)',
}

type ServerFieldsProps = {
  legend: string
  side: 'imap' | 'smtp'
  form: UseFormReturn<ConnectMailboxValues, unknown, ConnectMailboxBody>
}

/** Host, port and security of one mail server, for "Other". */
export function ServerFields({ legend, side, form }: ServerFieldsProps) {
  const id = useId()
  const errors = form.formState.errors[side]
  const described = (name: 'host' | 'port') => (errors?.[name] ? `${id}-${name}-error` : undefined)
  return (
    <fieldset className="grid gap-3 sm:grid-cols-[1fr_6rem_14rem]">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-host`}>{legend} host</Label>
        <Input
          id={`${id}-host`}
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="mail.example.com"
          aria-invalid={errors?.host ? true : undefined}
          aria-describedby={described('host')}
          {...form.register(`${side}.host`)}
        />
        <FieldError id={`${id}-host-error`} message={errors?.host?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-port`}>{legend} port</Label>
        <Input
          id={`${id}-port`}
          required
          inputMode="numeric"
          pattern="[0-9]*"
          aria-invalid={errors?.port ? true : undefined}
          aria-describedby={described('port')}
          {...form.register(`${side}.port`)}
        />
        <FieldError id={`${id}-port-error`} message={errors?.port?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-security`}>{legend} security</Label>
        <NativeSelect id={`${id}-security`} {...form.register(`${side}.security`)}>
          {MAIL_SECURITY.map((s) => (
            <option key={s} value={s}>
              {securityLabel[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </fieldset>
  )
}
