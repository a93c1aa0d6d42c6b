"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "use-intl/react";
import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { failureToShow, type ApiFailure } from "@/lib/client/api/api-failure";
import { removePaymentAccount, savePaymentAccount } from "@/lib/client/api/staff-payment-account";
import { useDateTime } from "@/lib/client/use-date-time";
import {
  GATEWAY_NAMES,
  GATEWAY_SECRETS,
  paymentAccountBody,
  mercadoPagoEnvironment,
  wompiEnvironment,
  type GatewayName,
  type PaymentAccountAnswer,
  type PaymentAccountBody,
  type PaymentAccountInput,
  type SecretName,
} from "@/lib/domain/payments/gateway-account";
import { errorText } from "@/lib/i18n/api-error-text";

/** The form's fields, whichever gateway is chosen; what is sent is bodyOf them. */
interface FormValues {
  gateway: GatewayName;
  public_key: string;
  integrity_secret: string;
  events_secret: string;
  private_key: string;
  access_token: string;
  webhook_secret: string;
}

type Field = Exclude<keyof FormValues, "gateway">;

/** The body the chosen gateway takes: the sandbox none of the fields, each other gateway its own. */
function bodyOf(values: FormValues): PaymentAccountInput {
  if (values.gateway === "sandbox") return { gateway: "sandbox" };
  const { public_key, integrity_secret, events_secret, private_key, access_token, webhook_secret } = values;
  if (values.gateway === "mercadopago") return { gateway: "mercadopago", public_key, access_token, webhook_secret };
  return { gateway: "wompi", public_key, integrity_secret, events_secret, private_key };
}

// The API's own schema checks the form: what is refused here is what the server would refuse.
const schemaResolver = zodResolver(paymentAccountBody);
const resolver: Resolver<FormValues, unknown, PaymentAccountBody> = (values, context, options) =>
  schemaResolver(bodyOf(values), context, options as never);

/** The fields as a stored account leaves them: its gateway and public key; secrets always empty (write-only). */
function valuesOf(account: PaymentAccountAnswer["account"]): FormValues {
  return { gateway: account?.gateway ?? "wompi", public_key: account?.settings.public_key ?? "", integrity_secret: "", events_secret: "", private_key: "", access_token: "", webhook_secret: "" };
}

/**
 * The brand's online payments, for its owner: the account its payments go to now (its secrets masked, who changed it
 * and when), and the form that replaces it. Secrets are write-only: a field left empty keeps the stored one. A
 * deployment without PAYMENT_SECRETS_KEY keeps no brand's account, and the screen says so instead of the form.
 */
export function PaymentAccountScreen({ brand, initial, eventsOrigin }: { brand: string; initial: PaymentAccountAnswer; eventsOrigin: string }) {
  const t = useTranslations("staff.paymentAccount");
  const [answer, setAnswer] = useState(initial);
  return (
    <>
      <p className="muted">{t("intro", { brand })}</p>
      <CurrentAccount brand={brand} answer={answer} />
      {answer.available ? (
        <AccountForm brand={brand} answer={answer} eventsOrigin={eventsOrigin} onAnswer={setAnswer} />
      ) : (
        <p className="card" data-payment-accounts-off>
          {t("unavailable")}
        </p>
      )}
    </>
  );
}

function CurrentAccount({ brand, answer }: { brand: string; answer: PaymentAccountAnswer }) {
  const t = useTranslations("staff.paymentAccount");
  const dateTime = useDateTime();
  const { account } = answer;
  const environment = account?.settings.test === undefined ? null : account.settings.test ? "test" : "prod";
  return (
    <section aria-labelledby="payment-current" className="card flex flex-col gap-3" data-payment-account={account?.gateway ?? "deployment"}>
      <h2 id="payment-current" className="text-lg font-semibold">
        {t("current")}
      </h2>
      <p>{account ? t("own", { brand, gateway: t(`gateways.${account.gateway}`) }) : t("deployment", { brand, gateway: t(`gateways.${answer.default_gateway}`) })}</p>
      {account && (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="muted">{t("gateway")}</dt>
          <dd>{t(`gateways.${account.gateway}`)}</dd>
          {environment && (
            <>
              <dt className="muted">{t("environment")}</dt>
              <dd>{t(`environments.${environment}`)}</dd>
            </>
          )}
          {account.settings.public_key && (
            <>
              <dt className="muted">{t("publicKey")}</dt>
              <dd className="font-mono break-all">{account.settings.public_key}</dd>
            </>
          )}
          {GATEWAY_SECRETS[account.gateway].map(({ name }) => (
            <SecretRow key={name} name={name} masked={account.secrets[name] ?? null} />
          ))}
        </dl>
      )}
      {account && (
        <p className="muted text-sm">
          {account.updated_by
            ? t("changedBy", { name: account.updated_by.name, date: dateTime(account.updated_at, { dateStyle: "medium", timeStyle: "short" }) })
            : t("changedFromCli", { date: dateTime(account.updated_at, { dateStyle: "medium", timeStyle: "short" }) })}
        </p>
      )}
    </section>
  );
}

function SecretRow({ name, masked }: { name: SecretName; masked: string | null }) {
  const t = useTranslations("staff.paymentAccount");
  return (
    <>
      <dt className="muted">{t(`secrets.${name}`)}</dt>
      <dd className={masked ? "font-mono" : "muted"} data-secret={name}>
        {masked ?? t("notSet")}
      </dd>
    </>
  );
}

function AccountForm({ brand, answer, eventsOrigin, onAnswer }: { brand: string; answer: PaymentAccountAnswer; eventsOrigin: string; onAnswer: (answer: PaymentAccountAnswer) => void }) {
  const t = useTranslations("staff.paymentAccount");
  const validation = useTranslations("validation");
  const errors = useTranslations("errors");
  const form = useForm<FormValues, unknown, PaymentAccountBody>({ resolver, mode: "onTouched", defaultValues: valuesOf(answer.account) });
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [done, setDone] = useState<"saved" | "removed" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const gateway = useWatch({ control: form.control, name: "gateway" });
  const publicKey = useWatch({ control: form.control, name: "public_key" });
  const environment = gateway === "wompi" ? wompiEnvironment("public_key", publicKey.trim()) : gateway === "mercadopago" ? mercadoPagoEnvironment("public_key", publicKey.trim()) : null;
  const stored = answer.account?.gateway === gateway ? answer.account : null;
  const busy = form.formState.isSubmitting || removing;

  const errorOf = (name: Field) => {
    const message = form.formState.errors[name]?.message;
    if (!message) return null;
    const key = message.replace(/^validation\./, "");
    return validation.has(key) ? validation(key) : message;
  };
  const described = (name: Field, hints: (string | false | null)[] = []) => {
    const ids = [...hints.filter(Boolean), errorOf(name) && `pay-${name}-error`].filter(Boolean);
    return { "aria-invalid": errorOf(name) ? true : undefined, "aria-describedby": ids.length ? ids.join(" ") : undefined };
  };
  const fieldError = (name: Field) => {
    const message = errorOf(name);
    return message ? (
      <span id={`pay-${name}-error`} className="field-error">
        {message}
      </span>
    ) : null;
  };

  const answered = (next: PaymentAccountAnswer, what: "saved" | "removed") => {
    onAnswer(next);
    form.reset(valuesOf(next.account));
    setDone(what);
  };

  const submit = form.handleSubmit(async (body) => {
    if (removing) return;
    setFailure(null);
    setDone(null);
    try {
      answered(await savePaymentAccount(body), "saved");
    } catch (error) {
      const refused = failureToShow(error);
      // the server's own field errors (a secret kept from the other environment, one still missing) go beside their fields
      for (const [name, message] of Object.entries(refused.fields ?? {})) {
        if (name in form.getValues()) form.setError(name as Field, { message }, { shouldFocus: true });
      }
      setFailure(refused);
    }
  });

  async function remove() {
    setFailure(null);
    setDone(null);
    setRemoving(true);
    try {
      answered(await removePaymentAccount(), "removed");
      setConfirming(false);
    } catch (error) {
      setFailure(failureToShow(error));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="card flex flex-col gap-4" aria-labelledby="payment-change" data-payment-account-form>
      <h2 id="payment-change" className="text-lg font-semibold">
        {t("change")}
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t("gateway")}</legend>
        {[...GATEWAY_NAMES].reverse().map((name) => (
          <div key={name} className="flex items-start gap-2">
            <input id={`pay-gateway-${name}`} type="radio" value={name} className="mt-0.5 size-6 shrink-0" aria-describedby={`pay-gateway-${name}-hint`} {...form.register("gateway")} />
            <label htmlFor={`pay-gateway-${name}`} className="flex flex-col">
              <span className="font-medium">{t(`gateways.${name}`)}</span>
              <span id={`pay-gateway-${name}-hint`} className="muted text-sm">
                {t(`gatewayHints.${name}`)}
              </span>
            </label>
          </div>
        ))}
      </fieldset>

      {gateway !== "sandbox" && (
        <div className="grid gap-3 md:grid-cols-2">
          <div className="field md:col-span-2">
            <label htmlFor="pay-public_key">{t("publicKey")}</label>
            <input id="pay-public_key" className="font-mono" autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.register("public_key")} {...described("public_key", [environment && "pay-public_key-environment"])} />
            {environment && (
              <span id="pay-public_key-environment" className="muted text-sm">
                {t(`detected.${gateway}.${environment}`)}
              </span>
            )}
            {fieldError("public_key")}
          </div>
          {GATEWAY_SECRETS[gateway].map(({ name }) => {
            const masked = stored?.secrets[name];
            return (
              <div key={name} className="field">
                <label htmlFor={`pay-${name}`}>{t(`secrets.${name}`)}</label>
                <input
                  id={`pay-${name}`}
                  type="password"
                  className="font-mono"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...form.register(name)}
                  {...described(name, [`pay-${name}-hint`])}
                />
                <span id={`pay-${name}-hint`} className="muted text-sm">
                  {masked ? t("keep", { masked }) : t(`paste.${gateway}`)}
                </span>
                {fieldError(name)}
              </div>
            );
          })}
          <p className="md:col-span-2">
            {gateway === "wompi" ? (
              <>
                {t("eventsUrl")} <code className="break-all" data-events-url>{`${eventsOrigin}/api/payments/events/wompi`}</code>
              </>
            ) : (
              t("webhooksSet")
            )}
          </p>
        </div>
      )}

      {failure && (
        <p role="alert" className="field-error">
          {failure.code === "bad_request" && failure.fields ? t("fixFields") : errorText(errors, failure.code)}
        </p>
      )}
      <p role="status">{done === "saved" ? t("saved") : done === "removed" ? t("removed", { brand }) : ""}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" aria-busy={form.formState.isSubmitting} aria-disabled={busy}>
          {form.formState.isSubmitting ? t("saving") : t("save")}
        </button>
        {answer.account && !confirming && (
          <button type="button" className="btn-outline" onClick={() => setConfirming(true)} disabled={busy}>
            {t("remove")}
          </button>
        )}
      </div>
      {answer.account && confirming && (
        <div role="group" aria-labelledby="payment-remove-confirm" className="flex flex-col gap-2 rounded-lg border border-(--brand-border) p-3">
          <p id="payment-remove-confirm">{t("removeConfirm", { brand, gateway: t(`gateways.${answer.default_gateway}`) })}</p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={remove} aria-busy={removing} disabled={busy}>
              {t("removeYes")}
            </button>
            <button type="button" className="btn-outline" onClick={() => setConfirming(false)} disabled={busy}>
              {t("cancel")}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
