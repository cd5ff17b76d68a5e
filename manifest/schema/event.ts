import { definer } from './define'
import { EventSchema } from './event-fields'

export * from './event-fields'

export const defineEvent = definer(EventSchema)
