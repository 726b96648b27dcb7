/** JSON schemas shared by route modules (request validation and the /api/docs page). */
export const messageResponse = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

export const errorResponses = {
  400: messageResponse,
  401: messageResponse,
  403: messageResponse,
  404: messageResponse,
  429: messageResponse,
} as const;
