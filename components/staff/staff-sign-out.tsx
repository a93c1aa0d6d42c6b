"use client";

import { useTranslations } from "use-intl/react";
import { useState } from "react";
import { signOutStaff } from "@/lib/client/api/staff";
import { STAFF_SIGN_IN_PATH } from "@/lib/domain/staff/staff-paths";

/** Signs this device out, or every device of the account (a lost tablet, a shared password). */
export function StaffSignOut() {
  const t = useTranslations("staff.header");
  const [failed, setFailed] = useState(false);
  const out = (everywhere: boolean) =>
    signOutStaff(everywhere).then(
      () => window.location.assign(STAFF_SIGN_IN_PATH),
      () => setFailed(true),
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className="btn-outline border-current" onClick={() => out(false)}>
        {t("signOut")}
      </button>
      <button type="button" className="btn-outline border-current" onClick={() => out(true)}>
        {t("signOutEverywhere")}
      </button>
      {failed && (
        <p role="alert" className="field-error">
          {t("signOutFailed")}
        </p>
      )}
    </div>
  );
}
