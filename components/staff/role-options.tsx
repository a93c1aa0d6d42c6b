import { useTranslations } from "use-intl/react";
import { canManageRole, STAFF_ROLES, type StaffRole } from "@/lib/domain/staff/staff-roles";

/** The roles an account of role `actor` may hand out, as a role select's options. */
export function RoleOptions({ actor }: { actor: StaffRole }) {
  const roles = useTranslations("staff.roles");
  return STAFF_ROLES.filter((role) => canManageRole(actor, role)).map((role) => (
    <option key={role} value={role}>
      {roles(role)}
    </option>
  ));
}
