import { lazy } from 'react'

/**
 * The form's two dialogs are needed only once the visitor submits, so their code (and the shared
 * dialog's) is not in the page's first load: event pages must stay within the form budget. The
 * form fetches it when it mounts, after hydration, as the site's alert does (alert-provider.tsx),
 * so a click on "issue" does not wait for it.
 */
export const preloadDialogs = () => Promise.all([import('./confirm-dialog'), import('./success-dialog')])

export const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })))
export const SuccessDialog = lazy(() => import('./success-dialog').then((m) => ({ default: m.SuccessDialog })))
