import { API_BASE, ApiError, getLanguage, getSession } from 'shared-ui';

/**
 * GET /translator/job/{id}/preview as an image the page can show: the route needs the bearer token, which an
 * <img src> cannot send, so the bytes are fetched here and shown through an object URL.
 */
export async function fetchPreviewImage(jobId: number): Promise<Blob> {
  const session = getSession();
  const res = await fetch(`${API_BASE}/translator/job/${jobId}/preview`, {
    headers: {
      'Accept-Language': getLanguage(),
      ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
    },
  });
  if (!res.ok) throw await ApiError.fromResponse(res);
  return res.blob();
}
