/** Spec §3 supplier.on_table_class. */
export const ON_TABLE_CLASSES = ["basic", "checkout", "checkout_plazoleta", "checkout_no_incremental"] as const;
export type OnTableClass = (typeof ON_TABLE_CLASSES)[number];
