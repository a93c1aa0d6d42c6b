"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { IntentLink } from "@/components/shell/intent-link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { checkDeliveryZone, geocode } from "@/lib/client/api/location";
import { chooseService, useBrandStores, useHydrated, useOrder, usePlaces } from "@/lib/client/stores/brand-stores";
import { useCurrency, useMoney } from "@/lib/client/use-money";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { ADDRESS_LABELS, type AddressLabel } from "@/lib/domain/address-labels";
import type { LocationFormValues as FormValues } from "@/lib/domain/location-form";
import { Field } from "@/components/ui/field";
import { branchPath } from "@/lib/domain/paths";
import { LocationMap, type LatLng } from "./location-map";
import { serviceEntryPath } from "@/lib/domain/navigation";

/** The form's schema, with zod: fetched as the diner first focuses a field, and needed only to validate. */
const loadSchema = () => import("@/lib/domain/location-form");
const resolver = lazyResolver<FormValues>(() => loadSchema().then(({ locationFormSchema }) => zodResolver(locationFormSchema)));

type Status =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "covered"; branch: string; price: string }
  | { kind: "no_coverage" }
  /** the pin still sits where the map opened: the diner must place it (or say it is right) first */
  | { kind: "place_pin" }
  /** a scheduled delivery, but no branch reaching the address schedules (spec §8 service not available) */
  | { kind: "no_schedule"; branch: string }
  | { kind: "message"; key: "gpsFailed" | "notFound" | "error" | "locating" | "mapHint" | "checkPin" };

interface Props {
  cities: string[];
  start: LatLng;
  tileUrl: string;
  /** /my-location asks for the device's position straight away */
  locateOnStart?: boolean;
}

/** Location (spec §2, §5, §8): the delivery address, checked against the brand's delivery zones. */
/** The browser's answer for the GPS (Permissions API), or null where it cannot say (older Safari). */
async function gpsPermission(): Promise<PermissionState | null> {
  try {
    return (await navigator.permissions?.query({ name: "geolocation" }))?.state ?? null;
  } catch {
    return null;
  }
}

export function LocationFlow({ cities, start, tileUrl, locateOnStart = false }: Props) {
  const t = useTranslations();
  const money = useMoney();
  const currency = useCurrency();
  const router = useRouter();
  const stores = useBrandStores();
  const places = usePlaces((s) => s.places);
  const schedule = useOrder((s) => s.service === "schedule");
  const hydrated = useHydrated(stores.places);
  const [center, setCenter] = useState<LatLng>(start);
  // Whether the pin was placed for this diner — found by the geocoder, by GPS, a saved place's point, the diner
  // moving the map or saying it is right — rather than left where the map opened (the brand's first branch):
  // a typed address is never sent to whichever branch the untouched pin happens to be in.
  const [pinPlaced, setPinPlaced] = useState(false);
  const placePin = useCallback((point: LatLng) => {
    setCenter(point);
    setPinPlaced(true);
  }, []);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { address: "", neighbourhood: "", city: cities[0] ?? "", reference: "", saveAs: "none" },
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, getValues, reset } = form;
  const error = (field: keyof FormValues) => formState.errors[field]?.message;

  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) return setStatus({ kind: "message", key: "gpsFailed" });
    setStatus({ kind: "message", key: "locating" });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        stores.places.getState().recordGps(true);
        placePin({ lat: coords.latitude, lng: coords.longitude });
        setStatus({ kind: "idle" });
      },
      () => setStatus({ kind: "message", key: "gpsFailed" }),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  }, [stores, placePin]);

  // Spec §6: the GPS permission is queried on arrival and, granted, recorded as allowed — and the pin goes where
  // the diner is; a device that allowed it before is located again; a denied one is not asked.
  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    void gpsPermission().then((state) => {
      if (cancelled) return;
      if (state === "granted" || state === "denied") stores.places.getState().recordGps(state === "granted");
      if (locateOnStart || stores.places.getState().gpsAllowed) locate();
    });
    return () => {
      cancelled = true;
    };
  }, [hydrated, locateOnStart, locate, stores]);

  /** The typed address on the map, when the brand has a geocoder: true when it moved the pin there. */
  const findOnMap = async () => {
    const { address, neighbourhood, city } = getValues();
    if (!address?.trim()) return false;
    const found = await geocode([address, neighbourhood, city].filter(Boolean).join(", "));
    if (found.places[0]) placePin({ lat: found.places[0].lat, lng: found.places[0].lng });
    else setStatus({ kind: "message", key: found.configured ? "notFound" : "mapHint" });
    return found.places.length > 0;
  };

  const fillFromPlace = (label: AddressLabel) => {
    const place = places[label];
    if (!place) return;
    reset({ address: place.address, neighbourhood: place.neighbourhood, city: place.city, reference: place.reference, saveAs: "none" });
    if (place.lat !== undefined && place.lng !== undefined) placePin({ lat: place.lat, lng: place.lng });
  };

  const check = async ({ saveAs, ...address }: FormValues, placed: boolean, service: "delivery" | "schedule" = schedule ? "schedule" : "delivery") => {
    if (!placed) {
      // With a geocoder the typed address moves the pin; the diner sees where it landed and confirms again.
      if (await findOnMap()) return setStatus({ kind: "message", key: "checkPin" });
      return setStatus({ kind: "place_pin" });
    }
    setStatus({ kind: "checking" });
    try {
      const answer = await checkDeliveryZone(center, service, currency);
      if (!answer.covered || !answer.polygon) return setStatus({ kind: "no_coverage" });
      const zone = answer.polygon;
      // The server prefers a branch that schedules; when none reaching the address does, the diner is told so
      // instead of their scheduled order silently becoming one for now.
      if (!zone.supplier_services.includes(service)) return setStatus({ kind: "no_schedule", branch: zone.supplier_name });
      stores.polygon.getState().setZone({
        id: zone.id,
        delivery_price: zone.delivery_price,
        minimum_order_value: zone.minimum_order_value,
        supplier_id: zone.supplier_id,
        address: { ...address, ...center },
      });
      chooseService(stores, service);
      stores.order.getState().chooseSupplier(zone.supplier_slug);
      if (saveAs !== "none") stores.places.getState().save(saveAs, { ...address, ...center });
      setStatus({ kind: "covered", branch: zone.supplier_name, price: money(zone.delivery_price) });
      router.push(branchPath(zone.supplier_slug));
    } catch {
      setStatus({ kind: "message", key: "error" });
    }
  };
  const confirm = handleSubmit((values) => check(values, pinPlaced));
  const confirmPinHere = handleSubmit((values) => {
    setPinPlaced(true);
    return check(values, true);
  });
  const orderForNow = handleSubmit((values) => check(values, true, "delivery"));

  const takeAwayInstead = (className: string) => (
    <IntentLink href={serviceEntryPath("take_away")} className={className} onClick={() => chooseService(stores, "take_away")}>
      {t("location.switchToTakeAway")}
    </IntentLink>
  );
  const saved = ADDRESS_LABELS.filter((label) => places[label]);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t(schedule ? "location.titleSchedule" : "location.title")}</h1>

      {saved.length > 0 && (
        <section aria-labelledby="saved-places" className="flex flex-col gap-2">
          <h2 id="saved-places" className="text-sm font-semibold">
            {t("location.savedPlaces")}
          </h2>
          <div className="flex flex-wrap gap-2">
            {saved.map((label) => (
              <button key={label} type="button" className="chip" onClick={() => fillFromPlace(label)}>
                {t(`location.places.${label}`)}: {places[label]?.address}
              </button>
            ))}
          </div>
        </section>
      )}

      <form onSubmit={confirm} onFocus={() => void loadSchema()} noValidate className="flex flex-col gap-3">
        <Field label={t("location.address")} error={error("address") && t(error("address")!)} hint={t("location.addressHint")}>
          <input {...register("address")} autoComplete="street-address" />
        </Field>
        <div className="grid gap-3 desk:grid-cols-2">
          <Field label={t("location.neighbourhood")} error={error("neighbourhood") && t(error("neighbourhood")!)}>
            <input {...register("neighbourhood")} />
          </Field>
          <Field label={t("location.city")} error={error("city") && t(error("city")!)}>
            <input {...register("city")} list="brand-cities" autoComplete="address-level2" />
          </Field>
        </div>
        <datalist id="brand-cities">
          {cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
        <Field label={t("location.reference")} error={error("reference") && t(error("reference")!)} hint={t("location.referenceHint")}>
          <input {...register("reference")} />
        </Field>

        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={findOnMap}>
            {t("location.findOnMap")}
          </button>
          <button type="button" className="btn-outline" onClick={locate}>
            {t("location.useGps")}
          </button>
        </div>
        <p className="muted text-sm">{t("location.mapHint")}</p>
        <LocationMap center={center} tileUrl={tileUrl} label={t("location.map")} onMove={placePin} />

        <fieldset className="flex flex-wrap items-center gap-3 text-sm">
          <legend className="mb-1 font-semibold">{t("location.saveAs")}</legend>
          <label className="chip gap-2">
            <input type="radio" value="none" {...register("saveAs")} />
            {t("location.noSave")}
          </label>
          {ADDRESS_LABELS.map((label) => (
            <label key={label} className="chip gap-2">
              <input type="radio" value={label} {...register("saveAs")} />
              {t(`location.places.${label}`)}
            </label>
          ))}
        </fieldset>

        <button type="submit" className="btn-primary" disabled={status.kind === "checking"}>
          {status.kind === "checking" ? t("location.checking") : t("location.confirm")}
        </button>
      </form>

      <div aria-live="polite">
        {status.kind === "place_pin" && (
          <StatusCard name="place-pin" title={t("location.placePinTitle")} body={t("location.placePin")}>
            <button type="button" className="btn-outline" onClick={locate}>
              {t("location.useGps")}
            </button>
            <button type="button" className="btn-primary" onClick={() => void confirmPinHere()}>
              {t("location.pinIsRight")}
            </button>
          </StatusCard>
        )}
        {status.kind === "no_schedule" && (
          <StatusCard name="no-schedule" title={t("location.noSchedule", { branch: status.branch })}>
            <button type="button" className="btn-primary" onClick={() => void orderForNow()}>
              {t("location.orderForNow")}
            </button>
            {takeAwayInstead("btn-outline")}
          </StatusCard>
        )}
        {status.kind === "no_coverage" && (
          <StatusCard name="no-coverage" title={t("location.noCoverage")}>
            <button type="button" className="btn-outline" onClick={() => setStatus({ kind: "idle" })}>
              {t("location.tryAnother")}
            </button>
            {takeAwayInstead("btn-primary")}
          </StatusCard>
        )}
        {status.kind === "covered" && <p className="font-semibold">{t("location.covered", { branch: status.branch, price: status.price })}</p>}
        {status.kind === "message" && <p className={["locating", "mapHint", "checkPin"].includes(status.key) ? "muted" : "alert-text"}>{t(`location.${status.key}`)}</p>}
      </div>
    </div>
  );
}

/** What the address check answered when the diner must choose how to go on: said as an alert, with the ways on. */
function StatusCard({ name, title, body, children }: { name: string; title: string; body?: string; children: ReactNode }) {
  return (
    <div role="alert" className="card flex flex-col gap-3" data-status={name}>
      <p className="font-semibold">{title}</p>
      {body && <p>{body}</p>}
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
