import { ApiError } from './errors';

interface FetchResult<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** Resolves the `data` of a successful call; throws an ApiError (status, parsed body) otherwise. */
export async function unwrap<D>(call: Promise<FetchResult<D>>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error, response.headers.get('Retry-After'));
  return data as D;
}
