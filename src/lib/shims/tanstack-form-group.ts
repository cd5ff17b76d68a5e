/**
 * Stands in for TanStack Form's `useFormGroup.js` in the browser build (vite.config.ts). `useForm`
 * attaches `form.FormGroup` to every form it makes, which keeps FormGroupApi (a second copy of
 * the field machinery, for nested groups of fields) in every form page's first load: 3.6 kB
 * gzipped that the site never runs, since no form of it groups fields. Using it fails loudly.
 */
function unused(): never {
  throw new Error('TanStack Form groups are left out of the browser build (src/lib/shims/tanstack-form-group.ts)')
}

export const FormGroup = unused
export const useFormGroup = unused
