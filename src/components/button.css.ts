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
    whiteSpace: 'nowrap',
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
