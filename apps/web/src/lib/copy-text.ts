import { toast } from '@/lib/toast'

/** Copies to the clipboard and says so; true when it worked. */
export async function copyText(text: string, done = 'Copied to clipboard'): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    toast.success(done)
    return true
  } catch {
    toast.error('Could not copy. Select the text and copy it by hand.')
    return false
  }
}
