import { z } from "zod";
import { supplierRef } from "./api-params";
import { DELIVERY_SERVICES, SERVICE_KEYS } from "../brand/services";
import { ORDER_PROGRESS, TRANSACTION_STATUSES } from "../orders/transaction-status";
import { WAITER_CALL_REASONS, WAITER_CALL_STATUSES } from "../tabs/waiter-call";

/** POST /api/v1/delivery-zone — where the diner wants the order delivered. */
export const zoneQuery = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** the order's service: delivery for now (the default) or scheduled */
  service: z.enum(DELIVERY_SERVICES).default("delivery"),
  /** the branch of the diner's cart, when it holds anything: kept if it reaches the address, else "wrong_branch" */
  cart_supplier_id: supplierRef.optional(),
});

/** GET /api/v1/geocode?q= — a typed address to place on the map. */
export const geocodeQuery = z.object({ q: z.string().trim().min(5).max(200) });

/** GET content_popups.json?supplier_id=&service=&trigger= (product §7). */
export const popupsQuery = z.object({
  supplier_id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a branch slug or id"),
  service: z.enum(SERVICE_KEYS),
  trigger: z.string().regex(/^[a-z-]{1,40}$/).default("enter"),
});

/** POST /api/v1/supplier_surveys/answers.json: a diner's answers to one of the branch's surveys (checked by lib/domain/diners/survey.ts). */
export const surveyAnswerBody = z
  .object({
    survey: z.string().min(1).max(100),
    supplier_id: supplierRef,
    service: z.enum(SERVICE_KEYS),
    table_code: z.string().trim().max(40).optional(),
    answers: z.record(z.string(), z.unknown()),
  })
  .strict();

/** An order id in a path. */
export const orderId = z.string().regex(/^\d{1,9}$/, "expected an order id").transform(Number);

/** PATCH /api/v1/operator/orders/{id}: what an operator moves. */
export const orderUpdate = z
  .object({ status: z.enum(TRANSACTION_STATUSES).optional(), progress: z.enum(ORDER_PROGRESS).optional() })
  .strict()
  .refine((change) => change.status || change.progress, "give a status or a progress");

/** POST /api/v1/places/{token}/waiter-call: the reason is optional, so `{}` is one tap. */
export const waiterCallCreate = z.object({ reason: z.enum(WAITER_CALL_REASONS).optional() }).strict();

/** A waiter call's id in a path. */
export const waiterCallId = z.string().regex(/^\d{1,9}$/, "expected a call id").transform(Number);

/** PATCH /api/v1/operator/waiter-calls/{id}: staff take the call; the only move a call has. */
export const waiterCallUpdate = z.object({ status: z.literal("acknowledged") }).strict();

/** GET /api/v1/operator/waiter-calls?supplier_id=&status= */
export const waiterCallsQuery = z
  .object({
    supplier_id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected a branch slug or id").optional(),
    status: z.enum(WAITER_CALL_STATUSES).optional(),
  })
  .strict();

/** GET /api/v1/places/{token}/tab?tab={id}: the tab a phone follows (its page names it), else the place's current one. */
export const tabQuery = z.object({ tab: z.string().regex(/^\d{1,9}$/, "expected a tab id").transform(Number).optional() }).strict();

/** A part of a table's tab, by id (DELETE …/tab/parts/{id}, PATCH /api/v1/operator/tab-parts/{id}). */
export const tabPartId = z.string().regex(/^\d{1,9}$/, "expected a part id").transform(Number);

/** PATCH /api/v1/operator/tabs/{id} — a tab's id. */
export const tabId = z.string().regex(/^\d{1,9}$/, "expected a tab id").transform(Number);

/** DELETE /api/v1/places/{token}/tab/parts/{id}?token= — the part's own token, which only its payer holds. */
export const partTokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{24}$/, "expected the part's token") }).strict();

/** DELETE /api/v1/places/{token}/rounds/{id}?token= — a round, by the id of the order that carries it. */
export const roundId = z.string().regex(/^\d{1,9}$/, "expected a round id").transform(Number);

/** DELETE /api/v1/places/{token}/rounds/{id}?token= — the round's own token, which only the phone that sent it holds. */
export const roundTokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, "expected the round's token") }).strict();
