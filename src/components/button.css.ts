import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../styles/theme.css'

/** Buttons and button-looking links: one shape, a few variants. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '44px',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    fontSize: vars.fontSize.md,
    fontWeight: 600,
    fontFamily: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    // A label wraps between words, in balanced lines, rather than push its card past a narrow
    // screen: "Try it with a sample badge" needs 246 px in Pretendard and 249 in the fallback face
    // a first visit may draw it in, where a 320 px screen's card gives 248. The tight line height
    // keeps one line within the 44 px minimum and makes two lines read as one label.
    maxWidth: '100%',
    textAlign: 'center',
    textWrap: 'balance',
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.inverseText,
        selectors: { '&:hover': { background: vars.color.brandStrong } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover': { background: vars.color.brandSoft } },
      },
      quiet: {
        background: 'transparent',
        color: vars.color.text,
        paddingInline: vars.space.sm,
        selectors: { '&:hover': { color: vars.color.brand } },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
})
