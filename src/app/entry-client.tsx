import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createAppRouter } from './router'

// The prerendered document is the app's first render; hydrate it in place.
hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={createAppRouter()} />
  </StrictMode>,
)
