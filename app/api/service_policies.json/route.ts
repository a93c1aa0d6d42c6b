// The same call with the `.json` suffix the spec's other calls carry.
export { GET } from "../service_policies/route";
