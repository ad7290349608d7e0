/** As Fastify's own JSON parser: a key that would reach an object's prototype is refused. */
export const JSON_POISONING = { protoAction: 'error', constructorAction: 'error' } as const
