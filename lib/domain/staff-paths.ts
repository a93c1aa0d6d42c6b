/** The staff console's public paths (issue 16), on the brand's own host; the proxy never reads "staff" as a branch. */
export const STAFF_HOME_PATH = "/staff";
export const STAFF_SIGN_IN_PATH = "/staff/sign-in";
