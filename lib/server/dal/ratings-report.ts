import "server-only";
import type { InstanceConfig } from "@/lib/domain/brand/instance-config";
import { brandDefaultLocale } from "@/lib/domain/brand/localize";
import { ratingsSummary } from "./order-ratings";
import { surveysSummary } from "./survey-summary";

/** What the brand reads of its diners over [from, to) at `branches` (null: all): the ratings summary and each survey's answers. */
export async function ratingsReport(brand: InstanceConfig, from: Date, to: Date, branches: readonly number[] | null) {
  const [ratings, surveys] = await Promise.all([ratingsSummary(brand.id, from, to, branches), surveysSummary(brand.id, from, to, brandDefaultLocale(brand), branches)]);
  return { ...ratings, surveys };
}

export type RatingsReport = Awaited<ReturnType<typeof ratingsReport>>;
export type RatingsRowFigures = RatingsReport["overall"];
