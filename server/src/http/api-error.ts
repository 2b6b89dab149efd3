import { ERROR_CATALOGUE, type ErrorCode } from '../../../shared/errors';

/** An error the API answers with its catalogue status and the `{ detail: { code, message } }` envelope. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    options: { message?: string; status?: number; extra?: Record<string, string | number> } = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[code].message);
    this.status = options.status ?? ERROR_CATALOGUE[code].status;
    this.extra = options.extra ?? {};
  }
  readonly extra: Record<string, string | number>;

  toBody() {
    return { detail: { code: this.code, message: this.message, ...this.extra } };
  }
}

export function errorBody(code: ErrorCode, message: string = ERROR_CATALOGUE[code].message) {
  return { detail: { code, message } };
}
