import { createGlobalTheme } from '@vanilla-extract/css'

/**
 * Design tokens, defined once. Colours meet WCAG 2.2 AA contrast on their intended background
 * (text on `surface` >= 4.5:1, `brand` on white >= 4.5:1).
 */
export const vars = createGlobalTheme(':root', {
  color: {
    brand: '#1f4fd1',
    brandStrong: '#163a9c',
    brandSoft: '#e8eefc',
    accent: '#c2410c',
    text: '#1a1d24',
    textMuted: '#4b5261',
    surface: '#ffffff',
    surfaceAlt: '#f4f6fa',
    border: '#d5dae3',
    inverseText: '#ffffff',
    inverseSurface: '#161b26',
    inverseMuted: '#c3c9d6',
    focus: '#f59e0b',
  },
  font: {
    body: '"Pretendard", "Noto Sans KR", "Noto Sans CJK KR", system-ui, -apple-system, "Segoe UI", sans-serif',
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
  shadow: { raised: '0 8px 24px rgba(22, 27, 38, 0.12)' },
})
