import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import type { hydrateRoot } from 'react-dom/client'
import { createAppRouter } from './router'

/** A start-up step that must run in a task of its own, after the one before it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The app's start-up after its code has loaded (see entry-client.tsx): create the router (its
 * route tree processed, history read: 30 to 60 ms on a 4x-slowed CPU), then, in the next task,
 * hydrate the prerendered document in place as a transition, so React hydrates in slices and
 * yields between them (Lighthouse's TBT on /kor in a trial: 188 -> 65 ms).
 */
export async function hydrateApp(hydrate: typeof hydrateRoot): Promise<void> {
  const router = createAppRouter()
  await nextTask()
  startTransition(() => {
    hydrate(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
}
