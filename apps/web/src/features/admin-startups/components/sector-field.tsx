import { Controller, type UseFormRegister } from 'react-hook-form'
import { Label } from '@/components/ui/label'
import { OTHER_SECTOR, type StartupFormControl, type StartupFormValues } from '../utils/startup-form-schema'
import { TextField } from './text-field'

type SectorFieldProps = {
  id: string
  control: StartupFormControl
  register: UseFormRegister<StartupFormValues>
  sectors: string[]
  choice: string
  customError?: string | undefined
}

const selectClass =
  'flex h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50'

/** A dropdown of the sectors in use, an empty "Select a sector", and "Other (specify new)" with an input. */
export function SectorField({ id, control, register, sectors, choice, customError }: SectorFieldProps) {
  return (
    <div className="min-w-0 space-y-2">
      <Label htmlFor={id}>Sector</Label>
      <Controller
        control={control}
        name="sectorChoice"
        render={({ field }) => (
          // a native select: long sector lists scroll and type-to-find as the platform does it
          <select id={id} className={selectClass} {...field}>
            <option value="">Select a sector</option>
            {sectors.map((sector) => (
              <option key={sector} value={sector}>
                {sector}
              </option>
            ))}
            <option value={OTHER_SECTOR}>Other (specify new)</option>
          </select>
        )}
      />
      {choice === OTHER_SECTOR && (
        <TextField
          id={`${id}-custom`}
          label="New sector"
          placeholder="e.g. Spacetech"
          autoFocus
          error={customError}
          {...register('customSector')}
        />
      )}
    </div>
  )
}
