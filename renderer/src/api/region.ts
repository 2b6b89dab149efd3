import { isEuResponseSchema } from '../../../shared/schemas/region';
import { apiRequest } from './client';

export async function fetchIsEu(): Promise<boolean> {
  const response = await apiRequest('/api/auth/v2/is-eu', { schema: isEuResponseSchema });
  return response.data;
}
