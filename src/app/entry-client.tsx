import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createAppRouter } from './router'

// Evaluating the entry chunk is one long task on a slow phone; creating the router (its route
// tree processed, history read) is another 30 to 80 ms on a 4x-slowed CPU. Start in a task of
// its own, so neither blocks input for the sum of both. (Not a top-level await: that makes the
// bundler split the entry into several chunks, +2.6 kB gzip.)
setTimeout(() => {
  const router = createAppRouter()
  // The prerendered document is the app's first render; hydrate it in place. As a transition,
  // React hydrates in slices and yields to the browser between them, instead of one long task
  // that blocks input (Lighthouse's TBT on a slowed phone CPU: 188 -> 65 ms on /kor in a trial).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
}, 0)
