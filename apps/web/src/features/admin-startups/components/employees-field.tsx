import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { newEmployeeRow, type StartupFormControl, type StartupFormValues } from '../utils/startup-form-schema'
import { BounceNote } from './bounce-note'
import { TextField } from './text-field'

// an employee row is removed only while more than this many remain
const MIN_EMPLOYEE_ROWS = 1

type EmployeesFieldProps = {
  id: string
  control: StartupFormControl
  register: UseFormRegister<StartupFormValues>
  errors: FieldErrors<StartupFormValues>['employees']
  /** bounces per loaded address (lower case): an address that bounced is the one to fix */
  bounces?: Record<string, number>
}

/** "Employee #N" rows: Name*, Role, Email*, LinkedIn; "Add Employee"; remove only while more than one row. */
export function EmployeesField({ id, control, register, errors, bounces = {} }: EmployeesFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'employees' })
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">Employees</legend>
      <p className="text-sm text-muted-foreground">
        Each person needs a name and an email; empty rows are left out when you save.
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const rowId = `${id}-${index}`
          const rowErrors = errors?.[index]
          return (
            <li key={field.id} className="space-y-3 rounded-lg border p-4">
              <div className="flex items-center justify-between">
                <h3 className="text-sm font-semibold">Employee #{index + 1}</h3>
                <BounceNote className="mr-auto ml-3" count={bounces[field.email.toLowerCase()] ?? 0} />
                {fields.length > MIN_EMPLOYEE_ROWS && (
                  <Button type="button" variant="ghost" size="icon-sm" onClick={() => remove(index)}>
                    <Trash2 aria-hidden="true" />
                    <span className="sr-only">Remove Employee #{index + 1}</span>
                  </Button>
                )}
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  id={`${rowId}-name`}
                  label="Name*"
                  error={rowErrors?.name?.message}
                  {...register(`employees.${index}.name`)}
                />
                <TextField
                  id={`${rowId}-role`}
                  label="Role"
                  error={rowErrors?.role?.message}
                  {...register(`employees.${index}.role`)}
                />
                <TextField
                  id={`${rowId}-email`}
                  label="Email*"
                  type="email"
                  error={rowErrors?.email?.message}
                  {...register(`employees.${index}.email`)}
                />
                <TextField
                  id={`${rowId}-linkedin`}
                  label="LinkedIn"
                  type="url"
                  placeholder="e.g. https://linkedin.com/in/asha"
                  error={rowErrors?.linkedinUrl?.message}
                  {...register(`employees.${index}.linkedinUrl`)}
                />
              </div>
            </li>
          )
        })}
      </ol>
      <Button type="button" variant="outline" onClick={() => append(newEmployeeRow())}>
        <Plus aria-hidden="true" />
        Add Employee
      </Button>
    </fieldset>
  )
}
