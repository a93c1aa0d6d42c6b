import { brandOperatorKey } from "@/lib/domain/staff/operator-key";

/** The deployment's OPERATOR_API_KEY in db tests: each brand's operator key derives from it. */
export const OPERATOR_SECRET = "operator-key-0123456789";

/** `slug`'s operator key under OPERATOR_SECRET, what its staff send as their bearer. */
export const operatorKey = (slug: string) => brandOperatorKey(OPERATOR_SECRET, slug);
