"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "use-intl/react";
import { useCallback, useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { checkDeliveryZone, geocode, type ZoneAnswer } from "@/lib/client/api/location";
import { chooseService, useBrandStores, useHydrated, useOrder, usePlaces } from "@/lib/client/stores/brand-stores";
import { useCurrency, useMoney } from "@/lib/client/use-money";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { ADDRESS_LABELS, type AddressLabel } from "@/lib/domain/location/address-labels";
import type { CoverageReason } from "@/lib/domain/location/delivery-coverage";
import type { DeliveryCity } from "@/lib/domain/location/delivery-cities";
import type { LocationFormValues as FormValues } from "@/lib/domain/location/location-form";
import { Field } from "@/components/ui/field";
import { branchPath } from "@/lib/domain/routing/paths";
import type { DeliveryService } from "@/lib/domain/brand/services";
import { CoverageNotice, StatusCard } from "./coverage-notice";
import { CityChange } from "./city-change";
import { LocationMap, type LatLng } from "./location-map";
import { useChoiceRouter } from "@/components/shell/link-choices";
import { withChoices } from "@/lib/domain/routing/url-choices";

/** The form's schema, with zod: fetched as the diner first focuses a field, and needed only to validate. */
const loadSchema = () => import("@/lib/domain/location/location-form");
const resolver = lazyResolver<FormValues>(() => loadSchema().then(({ locationFormSchema }) => zodResolver(locationFormSchema)));

type Status =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "covered"; branch: string; price: string }
  /** the server's reason the address cannot take the order as asked, for the `service` asked about */
  | { kind: "refused"; answer: ZoneAnswer & { reason: CoverageReason }; service: DeliveryService }
  /** the pin still sits where the map opened: the diner must place it (or say it is right) first */
  | { kind: "place_pin" }
  | { kind: "message"; key: "gpsFailed" | "notFound" | "error" | "locating" | "mapHint" | "checkPin" };

interface Props {
  /** the cities the brand delivers in, each centred on its branches */
  cities: readonly DeliveryCity[];
  start: LatLng;
  tileUrl: string;
  /** /my-location asks for the device's position straight away */
  locateOnStart?: boolean;
}

/** Location (product §2, §5, §8): the delivery address, checked against the brand's delivery zones. */
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
  const router = useChoiceRouter();
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
    defaultValues: { address: "", neighbourhood: "", city: cities[0]?.name ?? "", reference: "", saveAs: "none" },
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, getValues, reset, setValue } = form;
  const city = useWatch({ control: form.control, name: "city" });
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

  // Product §6: the GPS permission is queried on arrival and, granted, recorded as allowed — and the pin goes where
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

  /**
   * The address checked for `service`, with the branch of the diner's cart so that the server keeps it or says it
   * cannot (product §8 wrong branch assigned); `replaceCart` is the diner's choice to drop that cart for the branch
   * that reaches the address, made only once that branch has taken the address.
   */
  const check = async (
    { saveAs, ...address }: FormValues,
    { placed, service = schedule ? "schedule" : "delivery", replaceCart = false }: { placed: boolean; service?: DeliveryService; replaceCart?: boolean },
  ) => {
    if (!placed) {
      // With a geocoder the typed address moves the pin; the diner sees where it landed and confirms again.
      if (await findOnMap()) return setStatus({ kind: "message", key: "checkPin" });
      return setStatus({ kind: "place_pin" });
    }
    setStatus({ kind: "checking" });
    try {
      const cart = stores.cart.getState();
      const answer = await checkDeliveryZone(center, service, currency, !replaceCart && cart.lines.length > 0 ? cart.supplierSlug : null);
      const zone = answer.polygon;
      if (answer.reason || !zone) return setStatus({ kind: "refused", answer: { ...answer, reason: answer.reason ?? "no_coverage" }, service });
      if (replaceCart) cart.clear();
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
      router.push(withChoices(branchPath(zone.supplier_slug), { service }));
    } catch {
      setStatus({ kind: "message", key: "error" });
    }
  };
  const confirm = handleSubmit((values) => check(values, { placed: pinPlaced }));
  const confirmPinHere = handleSubmit((values) => {
    setPinPlaced(true);
    return check(values, { placed: true });
  });
  /** The same address again, as the diner chose on the server's answer (for now, for later, or a new cart). */
  const checkAgain = (options: { service: DeliveryService; replaceCart?: boolean }) => void handleSubmit((values) => check(values, { placed: true, ...options }))();

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
          {cities.length > 0 ? (
            // the city is chosen among those the brand delivers in; the map goes there (the pin still to be placed)
            <CityChange
              cities={cities}
              city={city}
              onChange={(chosen) => {
                setValue("city", chosen.name, { shouldValidate: formState.isSubmitted });
                setCenter(chosen.center);
                setPinPlaced(false);
              }}
            />
          ) : (
            <Field label={t("location.city")} error={error("city") && t(error("city")!)}>
              <input {...register("city")} autoComplete="address-level2" />
            </Field>
          )}
        </div>
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
        {status.kind === "refused" && (
          <CoverageNotice
            answer={status.answer}
            onTryAnother={() => setStatus({ kind: "idle" })}
            onCheckAs={(service) => checkAgain({ service })}
            onStartNew={() => checkAgain({ service: status.service, replaceCart: true })}
          />
        )}
        {status.kind === "covered" && <p className="font-semibold">{t("location.covered", { branch: status.branch, price: status.price })}</p>}
        {status.kind === "message" && <p className={["locating", "mapHint", "checkPin"].includes(status.key) ? "muted" : "alert-text"}>{t(`location.${status.key}`)}</p>}
      </div>
    </div>
  );
}
