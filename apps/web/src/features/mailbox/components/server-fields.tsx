import { useId } from 'react'
import { MAIL_SECURITY, type MailSecurity } from '@coldstart/contract'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

export interface ServerValues {
  host: string
  port: string
  security: MailSecurity
}

const securityLabel: Record<MailSecurity, string> = {
  tls: 'TLS (usually 993 or 465)',
  starttls: 'STARTTLS (usually 143 or 587)',
  none: 'None (own network only)',
}

type ServerFieldsProps = {
  legend: string
  value: ServerValues
  onChange: (value: ServerValues) => void
}

/** Host, port and security of one mail server, for "Other". */
export function ServerFields({ legend, value, onChange }: ServerFieldsProps) {
  const id = useId()
  return (
    <fieldset className="grid gap-3 sm:grid-cols-[1fr_6rem_14rem]">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-host`}>{legend} host</Label>
        <Input
          id={`${id}-host`}
          value={value.host}
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="mail.example.com"
          onChange={(e) => onChange({ ...value, host: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-port`}>{legend} port</Label>
        <Input
          id={`${id}-port`}
          value={value.port}
          required
          inputMode="numeric"
          pattern="[0-9]*"
          onChange={(e) => onChange({ ...value, port: e.target.value })}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-security`}>{legend} security</Label>
        <NativeSelect
          id={`${id}-security`}
          value={value.security}
          onChange={(e) => onChange({ ...value, security: e.target.value as MailSecurity })}
        >
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
