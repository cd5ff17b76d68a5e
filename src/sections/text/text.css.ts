import { style } from '@vanilla-extract/css'
import { vars } from '../../styles/theme.css'

export const section = style({ maxWidth: '48rem' })
export const heading = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md })
