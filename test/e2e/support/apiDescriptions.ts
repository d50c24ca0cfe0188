// API descriptions written for the import tests: a bookings API in OpenAPI 3.1 with $refs, allOf
// and enums, a small Swagger 2.0 one, and a large one of many paths made on the spot.

/** OpenAPI 3.1: bookings (list, create, detail, update, delete) and rooms (a wrapped list). */
export function bookingsApi(): Record<string, unknown> {
  const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
  return {
    openapi: '3.1.0',
    info: { title: 'Bookings', version: '1.0.0' },
    paths: {
      '/bookings': {
        get: {
          summary: 'List bookings',
          responses: { '200': json({ type: 'array', items: { $ref: '#/components/schemas/Booking' } }) },
        },
        post: {
          summary: 'Book',
          requestBody: json({ $ref: '#/components/schemas/Booking' }),
          responses: { '201': json({ $ref: '#/components/schemas/Booking' }) },
        },
      },
      '/bookings/{bookingId}': {
        parameters: [{ name: 'bookingId', in: 'path', required: true, schema: { type: 'integer' } }],
        get: { summary: 'One booking', responses: { '200': json({ $ref: '#/components/schemas/Booking' }) } },
        put: {
          summary: 'Change a booking',
          requestBody: json({ $ref: '#/components/schemas/Booking' }),
          responses: { '200': { description: 'changed' } },
        },
        delete: { summary: 'Cancel', responses: { '204': { description: 'cancelled' } } },
      },
      '/rooms': {
        get: {
          summary: 'Rooms',
          responses: {
            '200': json({
              type: 'object',
              properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Room' } } },
            }),
          },
        },
      },
    },
    components: {
      schemas: {
        Entity: { type: 'object', required: ['id'], properties: { id: { type: 'integer', readOnly: true } } },
        Booking: {
          title: 'Booking',
          allOf: [
            { $ref: '#/components/schemas/Entity' },
            {
              type: 'object',
              required: ['guest', 'email'],
              properties: {
                guest: { type: 'string', title: 'Guest name', minLength: 2, maxLength: 80 },
                email: { type: 'string', format: 'email' },
                room: { $ref: '#/components/schemas/RoomKind' },
                guests: { type: 'integer', minimum: 1, maximum: 6 },
                breakfast: { type: 'boolean' },
                checkIn: { type: 'string', format: 'date' },
                code: { type: 'string', pattern: '^[A-Z]{3}$' },
                notes: { type: 'string', maxLength: 2000 },
                extras: { type: 'array', items: { type: 'string', enum: ['parking', 'spa', 'late checkout'] } },
              },
            },
          ],
        },
        RoomKind: { type: 'string', enum: ['single', 'double', 'suite'] },
        Room: { type: 'object', properties: { name: { type: 'string' }, floor: { type: 'integer' } } },
      },
    },
  };
}

/** Swagger 2.0: pets, listed and added. */
export function petsSwagger2(): Record<string, unknown> {
  return {
    swagger: '2.0',
    info: { title: 'Pets', version: '1' },
    paths: {
      '/pets': {
        get: {
          responses: { '200': { description: 'ok', schema: { type: 'array', items: { $ref: '#/definitions/Pet' } } } },
        },
        post: {
          parameters: [{ name: 'pet', in: 'body', required: true, schema: { $ref: '#/definitions/Pet' } }],
          responses: { '201': { description: 'added' } },
        },
      },
    },
    definitions: {
      Pet: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string' },
          kind: { type: 'string', enum: ['cat', 'dog', 'bird', 'fish', 'horse', 'other'] },
          born: { type: 'string', format: 'date' },
        },
      },
    },
  };
}

/** An OpenAPI 3.0 description of `paths` paths: a collection and an item path per resource. */
export function largeApi(paths: number): Record<string, unknown> {
  const resources = Math.ceil(paths / 2);
  const described: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  for (let i = 0; i < resources; i++) {
    const name = `Thing${i}`;
    const ref = { $ref: `#/components/schemas/${name}` };
    const json = (schema: unknown) => ({ description: 'ok', content: { 'application/json': { schema } } });
    schemas[name] = {
      type: 'object',
      required: ['name'],
      properties: {
        id: { type: 'string', readOnly: true },
        name: { type: 'string', maxLength: 60 },
        email: { type: 'string', format: 'email' },
        status: { type: 'string', enum: ['new', 'active', 'archived'] },
        size: { type: 'integer', minimum: 0, maximum: 9 },
        created: { type: 'string', format: 'date-time' },
        note: { type: 'string', maxLength: 500 },
        flagged: { type: 'boolean' },
      },
    };
    described[`/things${i}`] = {
      get: { responses: { '200': json({ type: 'array', items: ref }) } },
      post: { requestBody: { content: { 'application/json': { schema: ref } } }, responses: { '201': json(ref) } },
    };
    if (2 * i + 1 < paths)
      described[`/things${i}/{id}`] = {
        get: { responses: { '200': json(ref) } },
        put: { requestBody: { content: { 'application/json': { schema: ref } } }, responses: { '200': json(ref) } },
      };
  }
  return { openapi: '3.0.3', info: { title: 'Large', version: '1' }, paths: described, components: { schemas } };
}
