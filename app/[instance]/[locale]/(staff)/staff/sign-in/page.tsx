import { redirect } from "next/navigation";
import { StaffSignIn } from "@/components/staff/staff-sign-in";
import { STAFF_HOME_PATH } from "@/lib/domain/staff/staff-paths";
import { brandPage, type BrandParams } from "@/lib/server/pages/brand-page";
import { pageStaff } from "@/lib/server/staff/page-staff";
import { staffTitle } from "@/lib/server/staff/staff-title";

export const generateMetadata = staffTitle("staff.signIn.title");

/** /staff/sign-in: the console's door; a device already signed in goes straight to the board. */
export default async function StaffSignInPage({ params }: { params: BrandParams }) {
  const { config, t } = await brandPage(params);
  if (await pageStaff(config)) redirect(STAFF_HOME_PATH);
  return (
    <main id="content" className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col justify-center gap-6 px-4 py-8">
      <p className="text-center text-lg font-semibold">{t("staff.console", { brand: config.name })}</p>
      <StaffSignIn />
    </main>
  );
}
