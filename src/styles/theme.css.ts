import { createGlobalTheme } from '@vanilla-extract/css'
import { brandFace } from '../../manifest/brand-face'
import { fallbackFamily } from './fonts.css'
import { palette, shade } from './palette'

/** Design tokens, defined once (the colours in `palette.ts`, which the build's images share). */
export const vars = createGlobalTheme(':root', {
  color: palette,
  font: {
    // The served face (cut by codegen/brand-face.ts), its metric-matched stand-in (fonts.css.ts),
    // then the systems' own Korean fonts.
    body: `"${brandFace.family}", "${fallbackFamily}", "Noto Sans KR", "Noto Sans CJK KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, -apple-system, "Segoe UI", sans-serif`,
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.75rem',
    xxl: '2.5rem',
  },
  lineHeight: { tight: '1.3', body: '1.65' },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  radius: { sm: '6px', md: '12px', pill: '999px' },
  layout: { maxWidth: '1200px', headerHeight: '4.5rem' },
  shadow: { raised: `0 8px 24px ${shade(0.12)}` },
})
