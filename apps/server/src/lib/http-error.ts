/** An error a route throws on purpose: its status and message reach the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number
  readonly field: string | undefined

  constructor(statusCode: number, message: string, field?: string) {
    super(message)
    this.statusCode = statusCode
    this.field = field
  }
}

export const notFound = (message: string) => new HttpError(404, message)
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field)
