import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver built on its first validation (a blur, a submit) from `load`, which imports the
 * form's schema: zod and the schema then stay out of the JavaScript a form needs to render, and the form
 * validates exactly as with the loaded resolver, since every validation goes through it. A failed load (a
 * dropped connection) is tried again on the next validation rather than kept.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): Resolver<Values> {
  let loaded: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return (await loaded)(values, context, options);
  };
}
