/** The classes a section draws its head with (its own stylesheet's, most from styles/section-rules.ts). */
export type SectionHeadClasses = { head: string; heading: string; lead: string }

/**
 * What opens a section: its heading (the section's h2) and the lead text under it; nothing when
 * it has neither. The look stays the section's own (`classes`), so a page loads no stylesheet
 * for a section it does not show.
 */
export function SectionHead({ heading, lead, classes }: { heading?: string | undefined; lead?: string | undefined; classes: SectionHeadClasses }) {
  if (!heading && !lead) return null
  return (
    <div className={classes.head}>
      {heading && <h2 className={classes.heading}>{heading}</h2>}
      {lead && <p className={classes.lead}>{lead}</p>}
    </div>
  )
}
