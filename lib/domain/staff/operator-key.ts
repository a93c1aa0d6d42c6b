import { createHmac } from "node:crypto";

/**
 * A brand's operator key (product §6), HMAC-SHA256 of its slug under the deployment's OPERATOR_API_KEY. A key
 * opens one brand only (another slug gives an unrelated key), and the deployment secret itself is never handed
 * out: knowing one brand's key reveals neither the secret nor any other brand's key.
 */
export function brandOperatorKey(secret: string, slug: string): string {
  return createHmac("sha256", secret).update(`comanda operator key\0${slug}`).digest("base64url");
}
