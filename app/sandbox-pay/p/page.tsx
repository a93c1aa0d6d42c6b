import type { Metadata } from "next";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import { SandboxCheckout } from "@/components/sandbox-pay/sandbox-checkout";
import type { Prefill } from "@/components/sandbox-pay/use-sandbox-payment";
import { documentTypeSchema } from "@/lib/domain/checkout/contact-form";
import { formatMoney } from "@/lib/domain/money/money";
import { messagesFor } from "@/lib/i18n/messages";
import { checkoutAmountMinor, checkoutLocale, readCheckout, type SandboxCheckout as Checkout } from "@/lib/server/payments/sandbox-gateway";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The gateway speaks the checkout's `lang`; it serves no brand, so no country variant applies. */
function translations(query: Record<string, unknown>) {
  const locale = checkoutLocale(query);
  const messages = messagesFor(locale, "default");
  return { locale, messages, t: createTranslator({ locale, messages, namespace: "sandboxPay" }) };
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return { title: translations(await searchParams).t("metaTitle") };
}

/** What the merchant sent about the diner, so the forms start filled in. Wompi's legal-id types are upper case. */
function prefillOf({ customer }: Checkout): Prefill {
  return {
    fullName: customer.fullName,
    phone: customer.phone,
    legalId: customer.legalId,
    legalIdType: documentTypeSchema.safeParse(customer.legalIdType?.toLowerCase()).data,
  };
}

/**
 * The sandbox's hosted checkout (GET /p/?… on its host): Wompi's Web Checkout query in, the diner pays with
 * sandbox test data, and goes back to the merchant's redirect-url. A query whose integrity signature does
 * not verify shows an error and no form, as an amount edited on the way must never be payable.
 */
export default async function SandboxPayPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const { locale, messages, t } = translations(query);
  const reading = readCheckout(query);

  return (
    <div lang={locale} className="flex min-h-dvh flex-col">
      <header className="header justify-between px-4">
        <span className="font-bold">{t("gateway")}</span>
        <span className="badge bg-amber-100 text-amber-900">{t("testBadge")}</span>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-5">
        <p className="alert-text">{t("testMode")}</p>
        {reading.ok ? (
          <>
            <h1 className="text-2xl font-bold">{t("title")}</h1>
            <dl aria-label={t("summary")} className="card grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="muted">{t("reference")}</dt>
              <dd className="break-all">{reading.checkout.reference}</dd>
              <dt className="muted">{t("total")}</dt>
              <dd className="text-lg font-bold">{formatMoney(checkoutAmountMinor(reading.checkout), reading.checkout.currency)}</dd>
            </dl>
            <NextIntlClientProvider locale={locale} messages={{ sandboxPay: messages.sandboxPay, validation: messages.validation }}>
              <SandboxCheckout
                checkout={Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string"))}
                method={reading.checkout.method}
                amount={formatMoney(checkoutAmountMinor(reading.checkout), reading.checkout.currency)}
                prefill={prefillOf(reading.checkout)}
              />
            </NextIntlClientProvider>
          </>
        ) : (
          <div role="alert" className="card flex flex-col gap-2">
            <h1 className="text-2xl font-bold">{t("invalidTitle")}</h1>
            <p>{t("invalidBody")}</p>
          </div>
        )}
      </main>
    </div>
  );
}
