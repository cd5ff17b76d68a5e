/** `NotFoundPage` -> `not-found-page`: the file name of a route's page module. */
export function kebabCase(id: string): string {
  return id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
}

/** `NotFoundPage` -> `notFoundPage`: a variable name. */
export function camelCase(id: string): string {
  return id.charAt(0).toLowerCase() + id.slice(1)
}

/** Where a route's generated page module lives, relative to the repository root. */
export function pageModuleFile(id: string): string {
  return `src/generated/pages/${kebabCase(id)}.gen.tsx`
}
