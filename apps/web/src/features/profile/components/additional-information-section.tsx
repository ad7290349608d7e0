import { FileTextIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { FormSection } from './form-section'

type Props = { resumeText: string | null; resumeFileName: string | null; uploader: ReactNode }

/** The resume: upload one (its skills become suggestions) and see the summary the AI writes from. */
export function AdditionalInformationSection({ resumeText, resumeFileName, uploader }: Props) {
  return (
    <FormSection
      title="Additional Information"
      description="Upload your resume (.txt, .pdf, .doc or .docx). The AI writes your emails from its summary."
      icon={FileTextIcon}
    >
      {uploader}
      <div className="space-y-2">
        <h3 className="text-sm font-medium">Resume summary</h3>
        {resumeText ? (
          <>
            {resumeFileName && <p className="text-xs text-muted-foreground">From {resumeFileName}</p>}
            <p
              className="rounded-lg bg-muted/50 p-3 text-sm leading-relaxed whitespace-pre-wrap"
              data-testid="resume-summary"
            >
              {resumeText}
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            No summary yet. Save your profile or upload a resume and one is written for you.
          </p>
        )}
        <p className="text-sm">
          <Link to={paths.app.resumes.getHref()} className="text-primary underline underline-offset-4">
            Open Resume Tools
          </Link>{' '}
          <span className="text-muted-foreground">for the resume guide and editing.</span>
        </p>
      </div>
    </FormSection>
  )
}
