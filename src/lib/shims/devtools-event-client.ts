/**
 * Stands in for `@tanstack/devtools-event-client` in the browser build (vite.config.ts). TanStack
 * Form reports every state change to the TanStack devtools through it (`emit`, `on`); the public
 * site ships no devtools, and the real client (a connection loop to a devtools bus) adds 1.5 kB
 * gzipped to every form page. `on` returns the unsubscribe function the form calls on unmount.
 */
export class EventClient {
  constructor(_options?: unknown) {}
  emit(_event: string, _payload?: unknown): void {}
  on(_event: string, _listener: (...args: unknown[]) => void): () => void {
    return () => undefined
  }
}
