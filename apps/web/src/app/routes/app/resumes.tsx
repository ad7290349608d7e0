import { PageHeader } from '@/components/layouts/page-header'
import { CurrentResume } from '@/features/resume/components/current-resume'
import { EmailPicks } from '@/features/resume/components/email-picks'
import { ResumeGuide } from '@/features/resume/components/resume-guide'
import { ResumeUploader } from '@/features/resume/components/resume-uploader'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /app/resumes: the resume guide and tools (upload, review, summary, copy). */
export function ResumesRoute() {
  useDocumentTitle('Resume Tools')
  return (
    <div className="space-y-8">
      <PageHeader
        title="Resume Tools"
        description="Guidance and tools to make your resume stand out to founders."
      />
      <CurrentResume />
      <EmailPicks />
      <section
        aria-labelledby="upload-resume-title"
        className="space-y-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
      >
        <div className="space-y-1">
          <h2 id="upload-resume-title" className="text-lg font-semibold">
            Upload your resume
          </h2>
          <p className="text-sm text-muted-foreground">
            We read the text, show it to you to check, and write a summary when you keep it.
          </p>
        </div>
        <ResumeUploader />
      </section>
      <ResumeGuide />
    </div>
  )
}
