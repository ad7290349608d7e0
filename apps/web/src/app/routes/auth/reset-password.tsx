import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function ResetPasswordRoute() {
  useDocumentTitle('Reset password')
  return (
    <div className="mx-auto max-w-sm py-8 sm:py-12">
      <h1 className="text-center text-2xl font-semibold tracking-tight">Choose a new password</h1>
      <div className="mt-8 rounded-xl border bg-card p-6 shadow-xs">
        <ResetPasswordPanel />
      </div>
    </div>
  )
}
