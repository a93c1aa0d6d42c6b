import { can, canManageAccount, canManageRole, coversBranch, coversScope, scopeFor, seesAccount, STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, type StaffRole } from "./staff-roles";

const granted = (role: StaffRole) => STAFF_PERMISSIONS.filter((permission) => can(role, permission));

describe("can (who on the staff may do what)", () => {
  it("lets an owner do everything", () => {
    expect(granted("owner")).toEqual([...STAFF_PERMISSIONS]);
  });

  it("lets a manager do everything but replace the brand file and see or set the brand's gateway account", () => {
    expect(granted("manager")).toEqual(STAFF_PERMISSIONS.filter((permission) => permission !== "brand.file" && permission !== "payments.account"));
  });

  it("keeps a waiter on the floor: never the menu, the brand file, staff or reports", () => {
    expect(granted("waiter").sort()).toEqual(["bookings.manage", "orders.move", "payments.confirm", "tables.manage", "waiter_calls.ack"]);
    const never: StaffPermission[] = ["menu.availability", "brand.file", "payments.account", "staff.manage", "audit.read", "sales.export", "ratings.read"];
    for (const permission of never) expect({ permission, allowed: can("waiter", permission) }).toEqual({ permission, allowed: false });
  });

  it("lets the kitchen move orders only: it cannot confirm a payment", () => {
    expect(granted("kitchen")).toEqual(["orders.move"]);
    expect(can("kitchen", "payments.confirm")).toBe(false);
  });
});

describe("canManageRole", () => {
  it("lets an owner manage every role, a manager only waiters and kitchens, nobody else anyone", () => {
    const table = Object.fromEntries(STAFF_ROLES.map((actor) => [actor, STAFF_ROLES.filter((target) => canManageRole(actor, target))]));
    expect(table).toEqual({ owner: [...STAFF_ROLES], manager: ["waiter", "kitchen"], waiter: [], kitchen: [] });
  });
});

describe("branch scopes", () => {
  it("gives an owner all branches whatever was asked, and others a sorted list without repeats", () => {
    expect(scopeFor("owner", [3, 1])).toEqual([]);
    expect(scopeFor("waiter", [3, 1, 3])).toEqual([1, 3]);
    expect(scopeFor("kitchen", [])).toEqual([]);
  });

  it("reads an empty scope as every branch", () => {
    expect(coversBranch([], 7)).toBe(true);
    expect(coversBranch([1, 2], 2)).toBe(true);
    expect(coversBranch([1, 2], 7)).toBe(false);
  });

  it("lets an actor of some branches hand out only those, never all branches", () => {
    expect(coversScope([], [])).toBe(true);
    expect(coversScope([], [4])).toBe(true);
    expect(coversScope([1, 2], [2])).toBe(true);
    expect(coversScope([1, 2], [2, 3])).toBe(false);
    expect(coversScope([1, 2], [])).toBe(false);
  });
});

describe("seesAccount / canManageAccount (the accounts screen and its API)", () => {
  const owner = { id: 1, role: "owner" as const, branches: [] };
  const northManager = { id: 2, role: "manager" as const, branches: [7] };
  const northWaiter = { id: 3, role: "waiter" as const, branches: [7] };
  const everyKitchen = { id: 4, role: "kitchen" as const, branches: [] };

  it("lets an account of some branches see itself and the accounts within them only", () => {
    expect([northManager, northWaiter, everyKitchen, owner].map((target) => seesAccount(northManager, target))).toEqual([true, true, false, false]);
    expect([northManager, northWaiter, everyKitchen].every((target) => seesAccount(owner, target))).toBe(true);
  });

  it("lets nobody manage their own account, and a manager only the waiters and kitchens of their branches", () => {
    expect(canManageAccount(owner, owner)).toBe(false);
    expect(canManageAccount(owner, northManager)).toBe(true);
    expect(canManageAccount(northManager, northWaiter)).toBe(true);
    expect(canManageAccount(northManager, everyKitchen)).toBe(false);
    expect(canManageAccount(northManager, { ...northManager, id: 9 })).toBe(false);
  });
});
