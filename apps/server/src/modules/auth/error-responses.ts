import { apiError } from '@coldstart/contract'

/** The error statuses auth routes answer with, all in the API's one error shape. */
export const errorResponses = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  422: apiError,
  429: apiError,
  503: apiError,
}
