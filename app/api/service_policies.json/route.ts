// The same call with the `.json` suffix the other calls of product §7 carry.
export { GET } from "../service_policies/route";
