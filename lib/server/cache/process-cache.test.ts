import { forgetBranch, forgetBrand, processCache } from "./process-cache";

const load = (value: string) => async () => value;

test("a sale at one branch drops that branch's menus only; a brand change drops all of the brand's", async () => {
  const menus = processCache<string>("menu-test");
  for (const key of ["casa|1|delivery|es", "casa|1|take_away|en", "casa|2|delivery|es", "otra|1|delivery|es"]) await menus.get(key, load(key));
  forgetBranch("casa", 1);
  const reloaded = async (key: string) => (await menus.get(key, load("reloaded"))) === "reloaded";
  expect(await Promise.all(["casa|1|delivery|es", "casa|2|delivery|es", "otra|1|delivery|es"].map(reloaded))).toEqual([true, false, false]);
  // a branch id is matched whole: branch 1 is not branch 12
  await menus.get("casa|12|delivery|es", load("twelve"));
  forgetBranch("casa", 1);
  expect(await menus.get("casa|12|delivery|es", load("reloaded"))).toBe("twelve");
  forgetBrand("casa");
  expect(await Promise.all(["casa|2|delivery|es", "casa|12|delivery|es", "otra|1|delivery|es"].map(reloaded))).toEqual([true, true, false]);
});
