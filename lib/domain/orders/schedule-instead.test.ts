import { scheduleInsteadPath } from "./schedule-instead";
import type { ServiceKey } from "../brand/services";

const SCHEDULES: ServiceKey[] = ["delivery", "take_away", "schedule", "on_table"];
const chapinero = (services: ServiceKey[] = SCHEDULES) => ({ slug: "chapinero", services });

describe("scheduleInsteadPath", () => {
  it("sends a delivery whose address the branch already reaches to the branch's menu for scheduled delivery", () => {
    expect(scheduleInsteadPath({ branch: chapinero(), service: "delivery", addressHere: true })).toBe("/chapinero?service=schedule");
  });

  it("sends a pickup, or a delivery without an address there, to the location screen for a scheduled delivery", () => {
    expect(scheduleInsteadPath({ branch: chapinero(), service: "take_away", addressHere: false })).toBe("/location?service=schedule");
    expect(scheduleInsteadPath({ branch: chapinero(), service: "delivery", addressHere: false })).toBe("/location?service=schedule");
  });

  it("offers nothing at a branch that does not schedule, nor to an order made at a table", () => {
    expect(scheduleInsteadPath({ branch: chapinero(["delivery", "take_away"]), service: "take_away", addressHere: false })).toBeNull();
    expect(scheduleInsteadPath({ branch: chapinero(), service: "on_table", addressHere: false })).toBeNull();
  });
});
