import { style } from '@vanilla-extract/css'
import { headingRule } from '../../styles/section-rules'
import { vars } from '../../styles/theme.css'

export const section = style({ maxWidth: '48rem' })
// A section's heading like every other (about's was 20 px above the map's 32 px): one scale.
export const heading = style({ ...headingRule, marginBottom: vars.space.md })
