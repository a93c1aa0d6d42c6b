/**
 * Product §2 new-menu rule: on the on-table home, menu and category screens, with the new-menu flag on, a basic
 * on-table branch and the on-table service, the browser goes to "an external address of the form
 * /newmenu/{supplier id}/on_table/basic" — on the brand's `new_menu_url`. Without one there is nowhere to go
 * (this app has no such page): the menu stays. `newMenuUrl` is null while the flag is off. Apart from
 * navigation.ts, so every menu page does not carry the landing's navigation rules for this one check.
 */
export function newMenuRedirect(input: { newMenuUrl: string | null; onTableClass: string; service: string | null; supplierId: number }): string | null {
  if (!input.newMenuUrl || input.onTableClass !== "basic" || input.service !== "on_table") return null;
  return `${input.newMenuUrl.replace(/\/+$/, "")}/newmenu/${input.supplierId}/on_table/basic`;
}
