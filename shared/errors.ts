/**
 * The error catalogue of the API and the renderer (spec section 8). `status` is the HTTP status the
 * server answers with; codes that only the renderer raises have none.
 */
export const ERROR_CATALOGUE = {
  DEACTIVATED_USER: { status: 403, message: 'This account has been deactivated.' },
  LOGIN_REQUIRED: { status: 401, message: 'Login is required to proceed.' },
  LOGIN_FAILED: { status: 400, message: 'Login failed.' },
  CONFLICTED_TOKEN: { status: 409, message: 'Token conflict error.' },
  USER_INFO_ERROR: { status: 400, message: 'User info failed.' },
  TIMEOUT_ERROR: { status: 500, message: 'The request has timed out.' },
  AUTHENTICATION_FAILED: { status: 401, message: 'Account authentication failed.' },
  GET_INVOICE_PREVIEW_ERROR: { status: 400, message: 'There was an issue retrieving the cart total.' },
  GET_PRODUCT_ERROR: { status: 400, message: 'There was an issue retrieving the product list.' },
  GET_UNBUYABLE_ERROR: { status: 400, message: 'There was an issue retrieving owned characters.' },
  POST_CHECKOUT_ERROR: { status: 400, message: 'There was an issue retrieving payment information.' },
  GET_USER_VALIDATION_DELETE_ERROR: { status: 400, message: 'Unsubscribe First.' },
  WARNING_DELETED_PROMOTION: { status: 400, message: 'The promotion code cannot be applied to any cart item.' },
  WARNING_CHANGED_CART: { status: 409, message: 'The price of a cart item has changed.' },
  WARNING_CONFIRMATION_TEXT: { status: 400, message: 'Please enter the correct confirmation text.' },
  WARNING_NO_ACTIVATE_CODE: { status: 400, message: 'Invalid access.' },
  GET_PROMOTION_NOT_FOUND: { status: 404, message: 'Your code is invalid. Please try again.' },
  GET_VOUCHER_LIMITED: {
    status: 429,
    message: 'You have exceeded the number of attempts. Please try again in {{count}} hours.',
  },
  POPUP_ERROR: { status: 400, message: 'Please enable pop-ups in your browser.' },
  UNKNOWN_ERROR: { status: 500, message: 'Request Failed.' },
  // Commerce codes beyond the spec's catalogue.
  VOUCHER_ALREADY_USED: { status: 409, message: 'This voucher has already been used.' },
  ALREADY_OWNED: { status: 409, message: 'You already own this character.' },
  REFUND_NOT_ALLOWED: { status: 409, message: 'This purchase cannot be refunded.' },
  // Studio and cloud-project codes.
  PROJECT_NOT_FOUND: { status: 404, message: 'This project does not exist or was deleted.' },
  PROJECT_VERSION_CONFLICT: {
    status: 409,
    message: 'This project was changed somewhere else since you opened it.',
  },
  PROJECT_QUOTA_EXCEEDED: {
    status: 403,
    message: 'Your storage is full: your plan keeps no more projects. Delete a project or upgrade your plan.',
  },
  TRACK_QUOTA_EXCEEDED: {
    status: 403,
    message: 'Your plan allows no more tracks in one project. Upgrade your plan for unlimited tracks.',
  },
  CHARACTER_LOCKED: {
    status: 403,
    message: 'Your plan does not include this character. Buy the character or upgrade your plan to sing with it.',
  },
  PROJECT_TOO_LARGE: { status: 413, message: 'This project is too large to save (at most 4 MB and 20,000 notes).' },
  INVALID_PROJECT: { status: 400, message: 'This is not a valid Cantara project.' },
  PROJECT_FROM_NEWER_VERSION: {
    status: 400,
    message: 'This project was saved by a newer version of Cantara. Reload the page to update.',
  },
  // Audio clips of a project (backing tracks, recordings, the voice changer's output).
  AUDIO_CLIP_NOT_FOUND: { status: 404, message: 'This audio clip does not exist or was deleted.' },
  AUDIO_TOO_LARGE: { status: 413, message: 'This audio file is larger than 50 MB.' },
  AUDIO_NOT_SUPPORTED: {
    status: 415,
    message: 'This file is not audio the studio keeps. Choose a WAV, MP3, OGG, FLAC, M4A or WebM file.',
  },
  AUDIO_QUOTA_EXCEEDED: {
    status: 403,
    message: 'Your audio storage is full. Delete some audio clips or upgrade your plan.',
  },
  VOICE_CONVERSION_LOCKED: {
    status: 403,
    message: 'The voice changer is not part of your plan. Upgrade your plan to keep its recordings.',
  },
  // Transport-level codes of the API itself.
  NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  VALIDATION_ERROR: { status: 400, message: 'The request is not valid.' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request body has an unsupported media type.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here.' },
  INVALID_CHARACTERS: {
    status: 400,
    message: 'The request contains characters that are not allowed (such as NUL or other control characters).',
  },
  BAD_URL: { status: 400, message: 'The address of the request is not valid.' },
  URI_TOO_LONG: { status: 414, message: 'The address of the request is too long.' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request headers are too large.' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  FORBIDDEN_ORIGIN: { status: 403, message: 'This request came from another site.' },
  INVALID_IMAGE: {
    status: 400,
    message: 'The file is not an image we can use. Choose a JPEG, PNG, WebP or GIF image.',
  },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is not available right now.' },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong on our side.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
