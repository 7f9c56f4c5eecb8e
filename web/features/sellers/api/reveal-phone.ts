import type { PhoneReveal } from '@shared/schemas/sellers';
import { api } from '@web/lib/api-client';
import { useApiMutation } from '@web/lib/api-query';

/**
 * POST /api/sellers/{guid}/phone/ {product?} → {phone} (issue 40): the seller's phone for a signed-in
 * buyer; 403 sellers.phone_hidden when they do not show it, 429 past the viewer's daily reveals.
 */
const revealPhone = ({ seller, product }: { seller: string; product?: string }) =>
  api.post<PhoneReveal>(`/api/sellers/${encodeURIComponent(seller)}/phone/`, product ? { product } : {});

export const useRevealPhone = () => useApiMutation({ request: revealPhone });
